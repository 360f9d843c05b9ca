/// A view that shows an image file. Screens never opens or decodes the file: it holds the path of
/// a PNG or JPEG for a renderer that can draw images, and a text alternative for one that cannot
/// (a terminal) and for accessibility.
@MainActor
open class ImageView: View {
    /// The path of the image file (PNG or JPEG) to draw, or `nil` for none yet (e.g. still downloading).
    public var imagePath: String? {
        didSet { if oldValue != imagePath { setNeedsDisplay() } }
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
