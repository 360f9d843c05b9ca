/// The view of an alert controller: the alert's title and message, then its text fields and one
/// `AlertActionView` per action as subviews, in the order a renderer shows them.
@MainActor
public final class AlertView: View {
    private weak var alertController: AlertController?

    init(alertController: AlertController) {
        self.alertController = alertController
        super.init()
        reloadContent()
    }

    /// The action views, in the order shown: the order the actions were added, except that an
    /// action sheet shows its cancel action last, apart from the others, as UIKit does.
    public var actionViews: [AlertActionView] {
        subviews.compactMap { $0 as? AlertActionView }
    }

    /// Rebuilds the subviews after the alert gained a text field or an action, keeping the views
    /// that still show the same field or action.
    func reloadContent() {
        guard let alertController else { return }
        let oldActionViews = actionViews
        for subview in subviews { subview.removeFromSuperview() }
        for field in alertController.textFields { addSubview(field) }
        var shown = alertController.actions
        if alertController.preferredStyle == .actionSheet, let cancel = alertController.cancelAction {
            shown.removeAll { $0 === cancel }
            shown.append(cancel)
        }
        for action in shown {
            let actionView =
                oldActionViews.first { $0.action === action }
                ?? AlertActionView(action: action, alertController: alertController)
            addSubview(actionView)
        }
    }

    /// The alert as a renderer sees it: the title as text and the message as detail, of kind
    /// `.alert` or `.actionSheet`.
    public override var renderContent: RenderContent {
        RenderContent(
            kind: alertController?.preferredStyle == .actionSheet ? .actionSheet : .alert,
            text: alertController?.title,
            detail: alertController?.message
        )
    }
}

/// The view of one action of an alert controller: what a renderer draws and the user taps.
@MainActor
public final class AlertActionView: View {
    /// The action this view shows.
    public let action: AlertAction
    private weak var alertController: AlertController?

    init(action: AlertAction, alertController: AlertController) {
        self.action = action
        self.alertController = alertController
        super.init()
        action.view = self
    }

    /// Simulates the user tapping the action (see `AlertController.userSelect(_:)`). Returns
    /// whether it was chosen.
    @discardableResult
    public func tap() -> Bool {
        alertController?.userSelect(action) ?? false
    }

    /// Whether the alert emphasises this action as its preferred one.
    public var isPreferred: Bool {
        guard let alertController, alertController.preferredStyle == .alert else { return false }
        return alertController.preferredAction === action
    }

    /// The action as a renderer sees it: its title, its style (`default`, `cancel`, `destructive`) as
    /// detail, dimmed when disabled, selected when preferred; focusable.
    public override var renderContent: RenderContent {
        RenderContent(
            kind: .alertAction, text: action.title, detail: action.style.rawValue,
            isFocusable: true, isEnabled: action.isEnabled, isSelected: isPreferred
        )
    }
}
