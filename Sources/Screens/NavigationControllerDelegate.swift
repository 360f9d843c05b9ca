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
}
