/// A reusable cell of a list: put your views in `contentView` (any views, a nested list included).
@MainActor
open class ListViewCell: View {
    /// The identifier the cell was dequeued with, or `nil` for a cell made by hand.
    public let reuseIdentifier: String?
    /// The view to put the cell's content in.
    public let contentView = View()
    /// Simple text for cells that need no custom content.
    public var text: String? {
        didSet { if oldValue != text { setNeedsDisplay() } }
    }
    /// Secondary text for cells that need no custom content.
    public var detailText: String? {
        didSet { if oldValue != detailText { setNeedsDisplay() } }
    }
    /// A small picture for the item (a thumbnail), like `UITableViewCell.imageView` (named apart
    /// from it, so a cell subclass's own `imageView` stays its own): made, as the
    /// cell's first subview, the first time it is asked for. Set its `imagePath` when the file is
    /// there; leave its `accessibilityLabel` `nil` when the cell's text names the item already.
    /// Renderers that draw rows as lines of text (a terminal) leave it out; a browser shows it
    /// first in the row or card.
    public var thumbnailView: ImageView {
        if let thumbnailViewIfLoaded { return thumbnailViewIfLoaded }
        let made = ImageView()
        thumbnailViewIfLoaded = made
        insertSubview(made, at: 0)
        return made
    }
    /// The thumbnail if it was made (`thumbnailView`), without making it: what a renderer checks.
    public private(set) var thumbnailViewIfLoaded: ImageView?
    /// Whether the cell is the list's selected one.
    public internal(set) var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsDisplay() } }
    }

    /// Creates a cell; the list view calls this when it needs a new one of a registered class.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    /// Called before the cell is handed out again by `dequeueReusableCell`: reset its state here.
    /// Call `super` so selection is reset.
    open func prepareForReuse() {
        isSelected = false
    }

    /// The cell as a renderer sees it: its text, detail and selection; focusable.
    open override var renderContent: RenderContent {
        RenderContent(kind: .cell, text: text, detail: detailText, isFocusable: true, isSelected: isSelected)
    }
}
