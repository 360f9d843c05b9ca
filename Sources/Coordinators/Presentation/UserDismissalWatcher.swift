import Screens

/// Hears the user swipe a presented controller away and runs `onDismiss`; kept alive by the
/// coordinator that presented (a presentation controller holds its delegate weakly).
@MainActor
final class UserDismissalWatcher: PresentationControllerDelegate {
    private let onDismiss: () -> Void

    init(onDismiss: @escaping () -> Void) {
        self.onDismiss = onDismiss
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        let action = onDismiss
        action()
    }
}

extension AnyCoordinator {
    /// Runs `onDismiss` when the user swipes `controller` away; the watcher lives as long as this
    /// coordinator keeps `dismissalWatchers`.
    func watchUserDismissal(of controller: ViewController, onDismiss: @escaping () -> Void) {
        let key = ObjectIdentifier(controller)
        let watcher = UserDismissalWatcher { [weak self] in
            onDismiss()
            self?.dismissalWatchers.removeValue(forKey: key)
        }
        dismissalWatchers[key] = watcher
        controller.presentationController?.delegate = watcher
    }
}
