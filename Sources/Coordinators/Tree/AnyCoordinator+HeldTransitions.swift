import Screens

extension AnyCoordinator {
    /// Cancels the interactive pop the user holds on this coordinator's navigation controller, if
    /// any, so the stack can change at once: while one is held, Screens refuses pushes and sets.
    func cancelHeldTransitions() {
        (anyRootViewController as? NavigationController)?.interactivePopTransition?.cancel()
    }
}
