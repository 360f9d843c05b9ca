/// One choice an alert controller offers: a title, a style that tells a renderer how to show it,
/// and a handler that runs after the user chose it and the alert is gone.
@MainActor
public final class AlertAction {
    /// How an action is shown and what role it plays.
    public enum Style: String, Sendable, Equatable {
        /// An ordinary choice.
        case `default`
        /// The choice that leaves things as they were; it also runs when the user cancels the alert
        /// (escape, or a tap outside an action sheet). An alert has at most one.
        case cancel
        /// A choice that destroys or discards something; renderers show it as a warning.
        case destructive
    }

    /// The text on the action.
    public let title: String?
    /// How the action is shown and what role it plays.
    public let style: Style
    /// Whether the user can choose the action. A disabled action is shown dimmed and ignores taps.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { view?.setNeedsDisplay() } }
    }
    /// The view that shows the action in its alert, once shown.
    weak var view: AlertActionView?
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action; `handler` runs with the action once the user chose it and the alert was
    /// dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
