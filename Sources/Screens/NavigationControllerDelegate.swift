/// Hears a navigation controller show controllers. Both methods have no-op defaults.
///
/// `willShow` runs after the appearance `viewWillAppear` of the controller being shown and
/// `didShow` after its `viewDidAppear`, as in UIKit. `didShow` runs only when the transition
/// really happened: a cancelled interactive pop calls `willShow` but never `didShow`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The navigation controller is about to show `viewController` on top.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    )
    /// The navigation controller has shown `viewController` on top.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    )
    /// The stack changed and has settled: every transition the change started has run (changes asked
    /// for from inside those callbacks included), so `viewControllers` is the new stack.
    ///
    /// Not in UIKit, where one observes `viewControllers` instead. It exists because `didShow` only
    /// tells about a new top: a `setViewControllers` that keeps the top controller but removes,
    /// adds or reorders the ones below it shows nothing, and would otherwise go unheard. Called once
    /// per push, pop, set or finished interactive pop; not for a cancelled interactive pop.
    func navigationControllerDidChangeViewControllers(_ navigationController: NavigationController)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationControllerDidChangeViewControllers(_ navigationController: NavigationController) {}
}
