/// A tappable button with a title and an action.
@MainActor
open class Button: View {
    /// The text on the button.
    public var title: String? {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }
    /// Whether the button reacts to taps.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { setNeedsDisplay() } }
    }
    /// What happens when the button is tapped.
    public var action: (@MainActor (Button) -> Void)?

    /// Creates a button with a title and an optional action.
    public init(title: String? = nil, action: (@MainActor (Button) -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init()
    }

    /// Simulates the user tapping the button: runs the action when enabled and visible. Returns
    /// whether it ran.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, !isHidden, let action else { return false }
        action(self)
        return true
    }

    /// The button as a renderer sees it: its title, focusable.
    open override var renderContent: RenderContent {
        RenderContent(kind: .button, text: title, isFocusable: true, isEnabled: isEnabled)
    }
}
