public import Screens

extension AnyCoordinator {
    /// Starts `child` and presents its root view controller from `presenter` (from the top-most
    /// presented controller if `presenter` already presents something).
    ///
    /// When the user swipes the sheet away the child finishes (`coordinatorDidFinish`, by default
    /// stopped and released); when the child stops first, its root is dismissed. Throws the
    /// presentation's `ScreensError`, starting nothing.
    public func presentChild<Root: ViewController>(
        _ child: Coordinator<Root>, from presenter: ViewController, animated: Bool = true
    ) throws(ScreensError) {
        let root = child.rootViewController
        try presenter.present(root, animated: animated).get()
        child.isPresentedModally = true
        child.watchUserDismissal(of: root) { [weak child] in
            child?.isPresentedModally = false
            child?.finish()
        }
        startChild(child)
    }
}
