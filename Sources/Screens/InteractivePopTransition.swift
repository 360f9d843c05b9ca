/// An interactive pop the user is performing (the edge swipe), held open until `finish()` or
/// `cancel()`. Create one with `NavigationController.beginInteractivePop()`.
///
/// On begin: top `viewWillDisappear`, the one below `viewWillAppear`, delegate `willShow`.
/// On finish: interaction handlers (not cancelled), the stack pops, `willMove(toParent: nil)`,
/// `viewDidDisappear`/`viewDidAppear`, `removeFromParent`, delegate `didShow`, completion handlers.
/// On cancel (UIKit's order): interaction handlers (cancelled), the one below `viewWillDisappear`
/// and `viewDidDisappear`, the top `viewWillAppear` and `viewDidAppear`, completion handlers; the
/// stack and the containment are untouched and `didShow` is not called.
@MainActor
public final class InteractivePopTransition: InteractiveTransition {
    private weak var navigationController: NavigationController?

    init(navigationController: NavigationController, coordinator: TransitionCoordinator, managesAppearance: Bool) {
        self.navigationController = navigationController
        super.init(coordinator: coordinator, managesAppearance: managesAppearance)
    }

    override func complete() {
        navigationController?.completeInteractivePop(self)
    }

    override func undo() {
        navigationController?.cancelInteractivePop(self)
    }
}
