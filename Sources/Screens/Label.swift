/// A view that shows read-only text.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String? {
        didSet { if oldValue != text { setNeedsDisplay() } }
    }

    /// Creates a label showing `text`.
    public init(text: String? = nil) {
        self.text = text
        super.init()
    }

    /// The label as a renderer sees it: its text, not focusable.
    open override var renderContent: RenderContent {
        RenderContent(kind: .label, text: text)
    }
}
