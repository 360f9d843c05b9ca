/// Customizes how a split view controller shows details, collapses and expands. Every method has
/// a default that lets the split view controller do its standard behaviour.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Return `true` if you showed `viewController` yourself; `false` for the standard behaviour.
    func splitViewController(
        _ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?
    ) -> Bool
    /// Return `true` if you merged (or discarded) `secondary` yourself when collapsing; `false` to
    /// let the split view controller push it onto the primary navigation controller.
    func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondary: ViewController,
        onto primary: ViewController
    ) -> Bool
    /// Return the controller to use as the secondary when expanding, or `nil` for the standard one.
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primary: ViewController
    ) -> ViewController?
}

extension SplitViewControllerDelegate {
    /// Uses the standard behaviour.
    public func splitViewController(
        _ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?
    ) -> Bool { false }
    /// Uses the standard behaviour.
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondary: ViewController,
        onto primary: ViewController
    ) -> Bool { false }
    /// Uses the standard behaviour.
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primary: ViewController
    ) -> ViewController? { nil }
}
