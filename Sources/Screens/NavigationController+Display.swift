/// Showing the stack: each change of the top controller runs one display pass.
///
/// Order of one pass (UIKit's): the new controller's view loads; `from.viewWillDisappear`,
/// `to.viewWillAppear`; delegate `willShow`; views swap; `from.viewDidDisappear`,
/// `to.viewDidAppear`; containment completes (`didMove(toParent:)` for added controllers,
/// `removeFromParent` for removed ones); delegate `didShow`; transition completion handlers.
/// Appearance callbacks run only while the navigation controller itself is on screen. When the
/// stack has settled (nested changes included), the delegate hears `didChangeViewControllers`.
extension NavigationController {
    func runDisplayPasses(animated: Bool, initiator: TransitionInitiator) {
        guard !isRunningDisplayPasses else { return }
        isRunningDisplayPasses = true
        var initiator = initiator
        repeat {
            while displayedViewController !== stack.last {
                performDisplayPass(from: displayedViewController, to: stack.last, animated: animated, initiator: initiator)
                initiator = .programmatic
            }
            finishContainment()
        } while displayedViewController !== stack.last
        isRunningDisplayPasses = false
        delegate?.navigationControllerDidChangeViewControllers(self)
    }

    private func performDisplayPass(
        from: ViewController?,
        to: ViewController?,
        animated: Bool,
        initiator: TransitionInitiator
    ) {
        let coordinator = TransitionCoordinator(
            from: from, to: to, animated: animated, interactive: false, initiator: initiator
        )
        activeTransitionCoordinator = coordinator
        if let to, pendingDidMove.contains(where: { $0 === to }) { to.isMovingToParent = true }
        if let from, pendingRemoval.contains(where: { $0 === from }) { from.isMovingFromParent = true }
        if isViewLoaded { to?.loadViewIfNeeded() }
        let managed = appearanceState == .appeared
        if managed {
            from?.beginAppearanceTransition(false, animated: animated)
            to?.beginAppearanceTransition(true, animated: animated)
        }
        if let to { delegate?.navigationController(self, willShow: to, animated: animated) }
        if let container = viewIfLoaded {
            from?.viewIfLoaded?.removeFromSuperview()
            if let to { container.addSubview(to.view) }
        }
        displayedViewController = to
        if managed {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
        finishContainment()
        if let to { delegate?.navigationController(self, didShow: to, animated: animated) }
        coordinator.complete()
        activeTransitionCoordinator = nil
    }

    /// Completes pending containment changes: `didMove(toParent: self)` for controllers added and
    /// still in the stack, `removeFromParent()` for controllers removed and not re-added.
    func finishContainment() {
        let added = pendingDidMove
        let removed = pendingRemoval
        pendingDidMove = []
        pendingRemoval = []
        for controller in removed where !stack.contains(where: { $0 === controller }) {
            controller.isMovingFromParent = false
            if controller.parent === self { controller.removeFromParent() }
        }
        for controller in added where stack.contains(where: { $0 === controller }) {
            controller.isMovingToParent = false
            controller.didMove(toParent: self)
        }
    }
}
