/// A view that shows an image file. Screens never opens or decodes the file: it holds the path of
/// a PNG or JPEG for a renderer that can draw images, and a text alternative for one that cannot
/// (a terminal) and for accessibility.
@MainActor
open class ImageView: View {
    /// The size of an image in pixels, like `UIImage.size`.
    public struct ImageSize: Hashable, Sendable {
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int

        /// A size of `width` by `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The path of the image file (PNG or JPEG) to draw, or `nil` for none yet (e.g. still downloading).
    public var imagePath: String? {
        didSet { if oldValue != imagePath { setNeedsDisplay() } }
    }
    /// The image's size in pixels when known before the file is there (`nil`: unknown), so a
    /// renderer can keep a place of the picture's shape while it loads, and the page does not
    /// jump when it comes.
    public var imageSize: ImageSize? {
        didSet { if oldValue != imageSize { setNeedsDisplay() } }
    }
    /// Creates an image view showing the file at `imagePath`, described by `accessibilityLabel`
    /// (what the image shows, in words: drawn instead of the image where images cannot be, and read
    /// out by accessibility).
    public init(imagePath: String? = nil, accessibilityLabel: String? = nil) {
        self.imagePath = imagePath
        super.init()
        self.accessibilityLabel = accessibilityLabel
    }

    /// The image as a renderer sees it: the text alternative as text, the file's path as detail;
    /// not focusable.
    open override var renderContent: RenderContent {
        RenderContent(kind: .image, text: accessibilityLabel, detail: imagePath)
    }
}
