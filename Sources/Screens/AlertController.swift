/// UIKit's alert controller: a short title and message and the actions the user can choose from,
/// shown as a centred `.alert` or as an `.actionSheet` rising from the bottom.
///
/// Present it like any controller (`present(_:animated:)`); its presenter stays on screen under it.
/// The user's choice (`userSelect`) dismisses the alert first and then runs the action's handler,
/// as UIKit does. Dismissing it from code (`dismiss(animated:)`) runs no handler. The user can
/// cancel it (`userCancel()`: escape, or a tap outside an action sheet) only when it has a cancel
/// action, which then runs as if chosen. It cannot be swiped away. As in UIKit, it is used as is,
/// not subclassed.
@MainActor
public final class AlertController: ViewController {
    /// How the alert is shown.
    public enum Style: Sendable, Equatable {
        /// A centred box that interrupts the user; it can hold text fields.
        case alert
        /// A list of choices rising from the bottom, tied to what the user just did.
        case actionSheet
    }

    /// How the alert is shown, fixed at creation.
    public let preferredStyle: Style
    /// The text under the title, explaining the choice.
    public var message: String? {
        didSet { if oldValue != message { viewIfLoaded?.setNeedsDisplay() } }
    }

    /// The alert's title, shown at its top.
    public override var title: String? {
        didSet { if oldValue != title { viewIfLoaded?.setNeedsDisplay() } }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The text fields of an `.alert`, in the order they were added (always empty for an action sheet).
    public private(set) var textFields: [TextField] = []
    /// The action a renderer emphasises as the one return chooses (alerts only; action sheets
    /// ignore it). Setting an action that is not one of `actions` is ignored, keeping the old value.
    public var preferredAction: AlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                self.preferredAction = oldValue
            }
            if oldValue !== preferredAction {
                for view in (viewIfLoaded as? AlertView)?.actionViews ?? [] { view.setNeedsDisplay() }
            }
        }
    }

    /// Creates an alert with no actions yet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
    }

    /// The alert's view: an `AlertView` holding the text fields and one `AlertActionView` per action.
    public override func loadView() {
        view = AlertView(alertController: self)
    }

    /// The cancel action, if the alert has one.
    public var cancelAction: AlertAction? {
        actions.first { $0.style == .cancel }
    }

    /// Adds `action` after the others. Fails, changing nothing, with `.duplicateCancelAction` for a
    /// second cancel action and `.duplicateAlertAction` for an action already added.
    @discardableResult
    public func addAction(_ action: AlertAction) -> Result<Void, ScreensError> {
        if actions.contains(where: { $0 === action }) { return .failure(.duplicateAlertAction) }
        if action.style == .cancel, cancelAction != nil { return .failure(.duplicateCancelAction) }
        actions.append(action)
        (viewIfLoaded as? AlertView)?.reloadContent()
        return .success(())
    }

    /// Adds a text field after the others and hands it to `configurationHandler` to set up (its
    /// placeholder, secure entry...). Fails with `.textFieldsRequireAlertStyle` on an action sheet.
    @discardableResult
    public func addTextField(
        configurationHandler: (@MainActor (TextField) -> Void)? = nil
    ) -> Result<Void, ScreensError> {
        guard preferredStyle == .alert else { return .failure(.textFieldsRequireAlertStyle) }
        let field = TextField()
        configurationHandler?(field)
        textFields.append(field)
        (viewIfLoaded as? AlertView)?.reloadContent()
        return .success(())
    }

    /// Simulates the user choosing `action`: the alert (and anything it presents) is dismissed,
    /// then the action's handler runs. Returns `false`, doing nothing, when the alert is not
    /// presented, the action is not one of its actions, or the action is disabled.
    @discardableResult
    public func userSelect(_ action: AlertAction) -> Bool {
        guard presentingStorage != nil, action.isEnabled, actions.contains(where: { $0 === action }) else {
            return false
        }
        performDismissal(animated: true)
        action.handler?(action)
        return true
    }

    /// Simulates the user choosing the action at `index` in `actions` (see `userSelect(_:)`).
    /// Returns `false` for an index out of range.
    @discardableResult
    public func userSelect(actionAt index: Int) -> Bool {
        guard actions.indices.contains(index) else { return false }
        return userSelect(actions[index])
    }

    /// Simulates the user cancelling the alert (escape, or a tap outside an action sheet): the cancel
    /// action is chosen (see `userSelect(_:)`). Returns `false`, and the alert stays, when it has no
    /// cancel action (or it is disabled): such an alert can be left only by choosing an action.
    @discardableResult
    public func userCancel() -> Bool {
        guard let cancelAction else { return false }
        return userSelect(cancelAction)
    }
}
