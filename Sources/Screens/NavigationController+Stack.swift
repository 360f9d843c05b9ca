/// Changing the navigation stack: push, pop, pop-to and set, with their bad-use outcomes.
extension NavigationController {
    /// Pushes `viewController` on top and shows it.
    ///
    /// Fails, changing nothing, with `.alreadyInNavigationStack`, `.cannotPushNavigationController`,
    /// `.alreadyPresented`, `.hasParent` (a child of another container), `.isWindowRoot`,
    /// `.wouldCreateCycle` (this controller's ancestor) or `.interactiveTransitionInProgress`.
    @discardableResult
    public func pushViewController(_ viewController: ViewController, animated: Bool) -> Result<Void, ScreensError> {
        if stack.contains(where: { $0 === viewController }) { return .failure(.alreadyInNavigationStack) }
        return replaceStack(with: stack + [viewController], animated: animated, initiator: .programmatic)
    }

    /// Pops the top controller and returns it. Returns `nil`, changing nothing, when the top is the
    /// root (or the stack is empty) or an interactive pop is in progress.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        pop(animated: animated, initiator: .programmatic)
    }

    /// Pops everything above the root and returns the popped controllers (empty when the root is
    /// already on top); `nil` only while an interactive pop is in progress.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return interactivePop == nil ? [] : nil }
        return popTo(root, animated: animated, initiator: .programmatic)
    }

    /// Pops everything above `viewController` and returns the popped controllers; `nil`, changing
    /// nothing, when `viewController` is not in the stack or an interactive pop is in progress.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        popTo(viewController, animated: animated, initiator: .programmatic)
    }

    /// Replaces the whole stack; controllers no longer in it are removed, new ones added, and the
    /// new top is shown (as a push if it was not in the old stack, else as a pop).
    ///
    /// Fails, changing nothing, with `.duplicateViewControllers` or any error `pushViewController`
    /// gives for one of the new controllers.
    @discardableResult
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) -> Result<Void, ScreensError> {
        replaceStack(with: viewControllers, animated: animated, initiator: .programmatic)
    }

    /// Simulates the user tapping the back button: pops the top controller like
    /// `popViewController(animated: true)`, marked `.backButton` on the transition coordinator.
    /// Returns `nil` when there is no back button (root on top, or `hidesBackButton`).
    @discardableResult
    public func userTappedBack() -> ViewController? {
        guard let top = stack.last, !top.navigationItem.hidesBackButton else { return nil }
        return pop(animated: true, initiator: .backButton)
    }

    func pop(animated: Bool, initiator: TransitionInitiator) -> ViewController? {
        guard interactivePop == nil, stack.count > 1, let top = stack.last else { return nil }
        _ = replaceStack(with: Array(stack.dropLast()), animated: animated, initiator: initiator)
        return top
    }

    func popTo(_ target: ViewController, animated: Bool, initiator: TransitionInitiator) -> [ViewController]? {
        guard interactivePop == nil, let index = stack.firstIndex(where: { $0 === target }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if popped.isEmpty { return [] }
        _ = replaceStack(with: Array(stack[...index]), animated: animated, initiator: initiator)
        return popped
    }

    func replaceStack(
        with newStack: [ViewController],
        animated: Bool,
        initiator: TransitionInitiator
    ) -> Result<Void, ScreensError> {
        if interactivePop != nil { return .failure(.interactiveTransitionInProgress) }
        if let error = validate(newStack) { return .failure(error) }
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !stack.contains { $0 === new } }
        for controller in removed {
            controller.willMove(toParent: nil)
            pendingRemoval.append(controller)
        }
        for controller in added {
            pendingRemoval.removeAll { $0 === controller }
            if controller.parent !== self {
                _ = addChild(controller)
            } else {
                controller.willMove(toParent: self)
            }
            pendingDidMove.append(controller)
        }
        stack = newStack
        children = newStack + pendingRemoval
        if isViewLoaded { navigationBar.setNeedsDisplay() }
        runDisplayPasses(animated: animated, initiator: initiator)
        return .success(())
    }

    private func validate(_ newStack: [ViewController]) -> ScreensError? {
        for (index, controller) in newStack.enumerated() {
            if newStack[..<index].contains(where: { $0 === controller }) { return .duplicateViewControllers }
            if controller is NavigationController { return .cannotPushNavigationController }
            if stack.contains(where: { $0 === controller }) { continue }
            if controller.presentingStorage != nil { return .alreadyPresented }
            if isDescendant(of: controller) { return .wouldCreateCycle }
            if let parent = controller.parent, parent !== self { return .hasParent }
            if controller.viewIfLoaded?.superview is Window { return .isWindowRoot }
        }
        return nil
    }
}
