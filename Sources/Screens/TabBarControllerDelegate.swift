/// Hears the user select tabs (programmatic selection does not call it, as in UIKit).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked before a user tap selects `viewController`; return `false` to refuse.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected `viewController` (also when it was already selected).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
