import Testing
@testable import Screens

@MainActor
@Suite("Alert controller")
struct AlertControllerTests {
    /// An alert with "Delete" (destructive), "Keep" (default) and "Cancel", each recording into `log`
    /// whether the alert was still presented when its handler ran.
    private func makeAlert(
        style: AlertController.Style = .alert,
        log: EventLog,
        titles: [(String, AlertAction.Style)] = [("Delete", .destructive), ("Keep", .default), ("Cancel", .cancel)]
    ) -> AlertController {
        let alert = AlertController(title: "Remove item?", message: "It leaves your cart.", preferredStyle: style)
        for (title, actionStyle) in titles {
            alert.addAction(
                AlertAction(title: title, style: actionStyle) { [weak alert] action in
                    let presented = alert?.presentingViewController != nil
                    log.record("handler(\(action.title ?? "?"), presented: \(presented))")
                })
        }
        return alert
    }

    @Test func theChosenActionRunsItsHandlerAfterTheAlertIsDismissed() throws {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let window = showInWindow(root)
        let alert = makeAlert(log: log)
        #expect(throws: Never.self) { try root.present(alert, animated: true).get() }
        #expect(window.presentationStack.last === alert)
        _ = log.take()

        #expect(alert.userSelect(actionAt: 0))
        #expect(log.take() == ["handler(Delete, presented: false)"])
        #expect(root.presentedViewController == nil)
        #expect(alert.appearanceState == .disappeared)
        #expect(root.appearanceState == .appeared)
        #expect(!alert.userSelect(actionAt: 1))
        #expect(log.take().isEmpty)
    }

    @Test func theAlertsPresenterHearsNoAppearanceCallbacks() throws {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let window = showInWindow(root)
        _ = log.take()
        let alert = makeAlert(log: EventLog())
        root.present(alert, animated: true)
        #expect(alert.appearanceState == .appeared)
        #expect(alert.userSelect(try #require(alert.actions.last)))
        #expect(log.take().isEmpty)
        _ = window
    }

    @Test func aHandlerCanPresentTheNextAlertFromThePresenter() throws {
        let root = ViewController()
        let window = showInWindow(root)
        let second = AlertController(title: "Removed", message: nil, preferredStyle: .alert)
        var presentResult: Result<Void, ScreensError>?
        let first = AlertController(title: "Remove?", message: nil, preferredStyle: .alert)
        first.addAction(
            AlertAction(title: "Remove", style: .destructive) { _ in
                presentResult = root.present(second, animated: true)
            })
        root.present(first, animated: true)
        #expect(first.userSelect(actionAt: 0))
        #expect(throws: Never.self) { try presentResult?.get() }
        #expect(root.presentedViewController === second)
        #expect(second.presentingViewController === root)
        _ = window
    }

    @Test func dismissingFromOutsideRunsNoHandler() {
        let log = EventLog()
        let root = ViewController()
        let window = showInWindow(root)
        let alert = makeAlert(log: log)
        root.present(alert, animated: true)
        #expect(root.dismiss(animated: true))
        #expect(root.presentedViewController == nil)
        #expect(alert.appearanceState == .disappeared)

        let again = makeAlert(log: log)
        root.present(again, animated: false)
        #expect(again.dismiss(animated: false))
        #expect(root.presentedViewController == nil)
        #expect(log.take().isEmpty)
        #expect(!again.userCancel())
        #expect(log.take().isEmpty)
        _ = window
    }

    @Test func anAlertWithACancelActionIsCancelledByEscape() {
        let log = EventLog()
        let root = ViewController()
        let alert = makeAlert(log: log)
        root.present(alert, animated: false)
        #expect(alert.cancelAction?.title == "Cancel")
        #expect(alert.userCancel())
        #expect(log.take() == ["handler(Cancel, presented: false)"])
        #expect(root.presentedViewController == nil)
    }

    @Test func anAlertWithoutACancelActionCannotBeCancelled() {
        let log = EventLog()
        let root = ViewController()
        let alert = makeAlert(log: log, titles: [("OK", .default)])
        root.present(alert, animated: false)
        #expect(alert.cancelAction == nil)
        #expect(!alert.userCancel())
        #expect(root.presentedViewController === alert)
        #expect(log.take().isEmpty)
        #expect(alert.userSelect(actionAt: 0))
        #expect(log.take() == ["handler(OK, presented: false)"])
    }

    @Test func anActionSheetRunsItsCancelActionOnATapOutsideAndShowsItLast() throws {
        let log = EventLog()
        let root = ViewController()
        let sheet = makeAlert(
            style: .actionSheet, log: log,
            titles: [("Cancel", .cancel), ("Share", .default), ("Delete", .destructive)]
        )
        root.present(sheet, animated: false)
        let view = try #require(sheet.view as? AlertView)
        #expect(view.renderContent == RenderContent(kind: .actionSheet, text: "Remove item?", detail: "It leaves your cart."))
        #expect(view.actionViews.map(\.action.title) == ["Share", "Delete", "Cancel"])
        #expect(sheet.actions.map(\.title) == ["Cancel", "Share", "Delete"])
        #expect(sheet.userCancel())
        #expect(log.take() == ["handler(Cancel, presented: false)"])

        let noCancel = makeAlert(style: .actionSheet, log: log, titles: [("Share", .default)])
        root.present(noCancel, animated: false)
        #expect(!noCancel.userCancel())
        #expect(root.presentedViewController === noCancel)
        #expect(log.take().isEmpty)
    }

    @Test func disabledForeignAndOutOfRangeActionsAreRefused() throws {
        let log = EventLog()
        let root = ViewController()
        let alert = makeAlert(log: log)
        let stranger = AlertAction(title: "Elsewhere", style: .default) { _ in log.record("stranger") }
        #expect(!alert.userSelect(actionAt: 0))
        root.present(alert, animated: false)
        let keep = alert.actions[1]
        keep.isEnabled = false
        #expect(!alert.userSelect(keep))
        #expect(!alert.userSelect(stranger))
        #expect(!alert.userSelect(actionAt: 3))
        #expect(!alert.userSelect(actionAt: -1))
        #expect(root.presentedViewController === alert)
        let cancelOnly = makeAlert(log: log, titles: [("Cancel", .cancel)])
        let cancel = try #require(cancelOnly.cancelAction)
        cancel.isEnabled = false
        root.dismiss(animated: false)
        root.present(cancelOnly, animated: false)
        #expect(!cancelOnly.userCancel())
        #expect(log.take().isEmpty)
    }

    @Test func badActionsAndTextFieldsAreRefused() {
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        let ok = AlertAction(title: "OK", style: .default)
        #expect(throws: Never.self) { try alert.addAction(ok).get() }
        #expect(throws: ScreensError.duplicateAlertAction) { try alert.addAction(ok).get() }
        #expect(throws: Never.self) { try alert.addAction(AlertAction(title: "Cancel", style: .cancel)).get() }
        #expect(throws: ScreensError.duplicateCancelAction) {
            try alert.addAction(AlertAction(title: "Dismiss", style: .cancel)).get()
        }
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"])

        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var configured = false
        #expect(throws: ScreensError.textFieldsRequireAlertStyle) {
            try sheet.addTextField { _ in configured = true }.get()
        }
        #expect(!configured)
        #expect(sheet.textFields.isEmpty)
    }

    @Test func textFieldsAreConfiguredAndReadableInTheHandler() throws {
        let root = ViewController()
        let alert = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.loadViewIfNeeded()
        alert.addTextField { $0.placeholder = "Email" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        var submitted: [String] = []
        alert.addAction(
            AlertAction(title: "Sign in", style: .default) { [weak alert] _ in
                submitted = alert?.textFields.map(\.text) ?? []
            })
        root.present(alert, animated: false)
        #expect(alert.textFields.map(\.placeholder) == ["Email", "Password"])
        let view = try #require(alert.view as? AlertView)
        #expect(view.subviews.count == 3)
        #expect(view.subviews[0] === alert.textFields[0] && view.subviews[1] === alert.textFields[1])
        alert.textFields[0].userType("ann@example.com")
        alert.textFields[1].userType("secret")
        #expect(alert.textFields[1].renderContent.text == "••••••")
        #expect(try #require(view.actionViews.first).tap())
        #expect(submitted == ["ann@example.com", "secret"])
    }

    @Test func renderContentDescribesTitleMessageAndActions() throws {
        let alert = makeAlert(log: EventLog())
        let view = try #require(alert.view as? AlertView)
        #expect(view.renderContent == RenderContent(kind: .alert, text: "Remove item?", detail: "It leaves your cart."))
        #expect(
            view.actionViews.map(\.renderContent) == [
                RenderContent(kind: .alertAction, text: "Delete", detail: "destructive", isFocusable: true),
                RenderContent(kind: .alertAction, text: "Keep", detail: "default", isFocusable: true),
                RenderContent(kind: .alertAction, text: "Cancel", detail: "cancel", isFocusable: true),
            ])
        alert.title = "Remove it?"
        alert.message = nil
        #expect(view.renderContent == RenderContent(kind: .alert, text: "Remove it?"))

        let keep = alert.actions[1]
        alert.preferredAction = keep
        alert.preferredAction = AlertAction(title: "Foreign", style: .default)
        #expect(alert.preferredAction === keep)
        keep.isEnabled = false
        #expect(
            view.actionViews[1].renderContent
                == RenderContent(
                    kind: .alertAction, text: "Keep", detail: "default", isFocusable: true, isEnabled: false, isSelected: true
                ))
        #expect(!view.actionViews[0].renderContent.isSelected)

        let added = AlertAction(title: "Later", style: .default)
        alert.addAction(added)
        #expect(view.actionViews.map(\.action.title) == ["Delete", "Keep", "Cancel", "Later"])
    }

    @Test func anAlertCannotBeSwipedAway() throws {
        let root = ViewController()
        let alert = makeAlert(log: EventLog())
        root.present(alert, animated: false)
        let presentation = try #require(alert.presentationController)
        #expect(presentation.userSwipeToDismiss() == .notSwipeable)
        #expect(throws: ScreensError.notSwipeable) { try presentation.beginInteractiveDismissal().get() }
        #expect(root.presentedViewController === alert)
    }

    @Test func theAlertsViewIsOnTheChainUpToItsPresenterAndTheAlertIsReleasedAfterAChoice() throws {
        let root = ViewController()
        let window = showInWindow(root)
        weak var weakAlert: AlertController?
        do {
            let alert = makeAlert(log: EventLog())
            weakAlert = alert
            root.present(alert, animated: true)
            let actionView = try #require((alert.view as? AlertView)?.actionViews.first)
            #expect(
                responderChain(from: actionView).prefix(4).map(ObjectIdentifier.init)
                    == [actionView, alert.view, alert, root].map(ObjectIdentifier.init))
            #expect(actionView.tap())
        }
        #expect(weakAlert == nil)
        _ = window
    }
}
