public import Screens

extension NavigationCoordinator {
    /// Pushes `viewController` as this coordinator's new top screen; it will send its messages here.
    ///
    /// Throws the push's `ScreensError`, changing nothing, when it cannot be pushed (it is already
    /// in the stack, or the user holds an interactive pop), like every call that shows something in
    /// this library (`present`, `root`, `top`, `presentChild`, `showPage`, `setPages`): a handler
    /// that shows a screen writes `try coordinator.show(screen)` and its sender gets the error.
    public func show(_ viewController: ViewController, animated: Bool = true) throws(ScreensError) {
        adopt(viewController)
        viewControllers.append(viewController)
        if case .failure(let error) = navigationController.pushViewController(viewController, animated: animated) {
            viewControllers.removeAll { $0 === viewController }
            if viewController.owningResponder === self { viewController.owningResponder = nil }
            throw error
        }
    }

    /// Makes `viewController` this coordinator's only screen, replacing its part of the stack (the
    /// screens of coordinators below it stay). Throws the `ScreensError` of a change the stack
    /// refused, changing nothing.
    public func root(_ viewController: ViewController, animated: Bool = false) throws(ScreensError) {
        try replaceOwnScreens(with: [viewController], animated: animated).get()
    }

    /// Replaces this coordinator's top screen with `viewController` (or shows it, if there is none).
    /// Throws the `ScreensError` of a change the stack refused, changing nothing.
    public func top(_ viewController: ViewController, animated: Bool = true) throws(ScreensError) {
        try replaceOwnScreens(with: viewControllers.dropLast() + [viewController], animated: animated).get()
    }

    /// Pops the top screen. Popping this coordinator's only screen on a shared stack returns to the
    /// parent's screens and finishes this coordinator.
    @discardableResult
    public func pop(animated: Bool = true) -> ViewController? {
        let popped = navigationController.popViewController(animated: animated)
        reconcileGroup()
        return popped
    }

    /// Pops every screen above `viewController`, which may belong to this coordinator or one below it
    /// (coordinators whose screens all go finish). Returns `nil` when it is not in the stack.
    @discardableResult
    public func popTo(_ viewController: ViewController, animated: Bool = true) -> [ViewController]? {
        let popped = navigationController.popToViewController(viewController, animated: animated)
        reconcileGroup()
        return popped
    }

    /// Presents `viewController` modally from the top of the navigation controller; it sends its
    /// messages here until dismissed. Throws the presentation's `ScreensError` (it is presented
    /// already, say), changing nothing.
    public func present(_ viewController: ViewController, animated: Bool = true) throws(ScreensError) {
        adopt(viewController)
        if case .failure(let error) = navigationController.present(viewController, animated: animated) {
            if viewController.owningResponder === self { viewController.owningResponder = nil }
            throw error
        }
        presentedViewControllers.append(viewController)
        watchUserDismissal(of: viewController) { [weak self, weak viewController] in
            self?.presentedViewControllers.removeAll { $0 === viewController }
        }
    }

    /// Dismisses what this coordinator presented.
    public func dismiss(animated: Bool = true) {
        guard let first = presentedViewControllers.first(where: { $0.presentingViewController != nil }) else {
            presentedViewControllers.removeAll()
            return
        }
        first.dismiss(animated: animated)
        presentedViewControllers.removeAll()
    }

    /// Puts `screens` in place of this coordinator's part of the stack. The list and the owners are
    /// set before the stack changes, so the reconciliation the change triggers already counts the
    /// new screens as this coordinator's; a failed change puts both back.
    func replaceOwnScreens(with screens: [ViewController], animated: Bool) -> Result<Void, ScreensError> {
        let stack = navigationController.viewControllers
        let below = stack.prefix { controller in !viewControllers.contains { $0 === controller } }
        let previous = viewControllers
        let previousOwners = screens.map(\.owningResponder)
        for screen in screens { adopt(screen) }
        viewControllers = screens
        let result = navigationController.setViewControllers(Array(below) + screens, animated: animated)
        guard case .success = result else {
            for (screen, owner) in zip(screens, previousOwners) { screen.owningResponder = owner }
            viewControllers = previous
            return result
        }
        for old in previous where !screens.contains(where: { $0 === old }) {
            if old.owningResponder === self { old.owningResponder = nil }
        }
        reconcileGroup()
        return result
    }
}
