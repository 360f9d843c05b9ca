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
