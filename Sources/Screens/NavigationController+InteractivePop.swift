/// The interactive (edge-swipe) pop, held open by a test or a renderer until finished or cancelled.
extension NavigationController {
    /// Starts an interactive pop of the top controller and returns it, held at progress 0.
    ///
    /// Returns `nil` (nothing starts) when the root is on top, the top hides its back button, or
    /// another transition is running. While it is held, `push`/`set` fail with
    /// `.interactiveTransitionInProgress` and pops return `nil`; `viewControllers` is unchanged
    /// until `finish()`.
    public func beginInteractivePop() -> InteractivePopTransition? {
        guard interactivePop == nil, !isRunningDisplayPasses, stack.count > 1,
            let from = stack.last, from === displayedViewController,
            !from.navigationItem.hidesBackButton
        else { return nil }
        let to = stack[stack.count - 2]
        let coordinator = TransitionCoordinator(
            from: from, to: to, animated: true, interactive: true, initiator: .interactiveGesture
        )
        let managed = appearanceState == .appeared
        let transition = InteractivePopTransition(navigationController: self, coordinator: coordinator, managesAppearance: managed)
        interactivePop = transition
        activeTransitionCoordinator = coordinator
        from.isMovingFromParent = true
        if isViewLoaded { to.loadViewIfNeeded() }
        if managed {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
        delegate?.navigationController(self, willShow: to, animated: true)
        if let container = viewIfLoaded, let fromView = from.viewIfLoaded,
            let index = container.subviews.firstIndex(where: { $0 === fromView })
        {
            container.insertSubview(to.view, at: index)
        }
        return transition
    }

    func completeInteractivePop(_ transition: InteractivePopTransition) {
        guard interactivePop === transition, let from = stack.last, stack.count > 1 else { return }
        let to = stack[stack.count - 2]
        let coordinator = transition.transitionCoordinator
        isRunningDisplayPasses = true
        coordinator.endInteraction(cancelled: false)
        from.willMove(toParent: nil)
        pendingRemoval.append(from)
        stack.removeLast()
        from.viewIfLoaded?.removeFromSuperview()
        displayedViewController = to
        if transition.managesAppearance {
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        }
        interactivePop = nil
        finishContainment()
        delegate?.navigationController(self, didShow: to, animated: true)
        coordinator.complete()
        activeTransitionCoordinator = nil
        isRunningDisplayPasses = false
        runDisplayPasses(animated: true, initiator: .programmatic)
    }

    func cancelInteractivePop(_ transition: InteractivePopTransition) {
        guard interactivePop === transition, let from = stack.last, stack.count > 1 else { return }
        let to = stack[stack.count - 2]
        let coordinator = transition.transitionCoordinator
        coordinator.endInteraction(cancelled: true)
        if transition.managesAppearance { to.beginAppearanceTransition(false, animated: true) }
        if to !== displayedViewController { to.viewIfLoaded?.removeFromSuperview() }
        if transition.managesAppearance {
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
        }
        from.isMovingFromParent = false
        interactivePop = nil
        coordinator.complete()
        activeTransitionCoordinator = nil
    }
}
