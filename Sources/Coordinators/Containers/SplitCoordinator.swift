public import Screens

/// A coordinator on a split view controller: a primary coordinator (a navigation flow, usually a
/// list) and a detail coordinator for what the list selected.
///
/// `showDetail(_:)` replaces the detail coordinator: the old one stops and is released, the new
/// one's root is shown as the secondary column when expanded, or pushed onto the primary's
/// navigation stack when collapsed. `collapse()`/`expand()` on the split view controller move the
/// detail's root between the two places and the detail coordinator keeps it throughout. When the
/// user goes back from the detail in collapsed mode, the detail coordinator finishes.
@MainActor
open class SplitCoordinator: Coordinator<SplitViewController> {
    /// The coordinator of the primary column.
    public let primary: NavigationCoordinator
    /// The coordinator of the detail, if one is shown.
    public private(set) weak var detail: AnyCoordinator?

    /// Creates a split coordinator whose primary column is `primary`'s navigation controller.
    public init(primary: NavigationCoordinator, identifier: String? = nil) {
        self.primary = primary
        super.init(rootViewController: SplitViewController(primary: primary.navigationController), identifier: identifier)
    }

    /// The split view controller.
    public var splitViewController: SplitViewController { rootViewController }

    /// Starts the primary coordinator and watches its stack for the detail being popped.
    open override func start() {
        super.start()
        startChild(primary)
        primary.stackObservers.append { [weak self] in self?.primaryStackDidChange() }
    }

    /// Shows `coordinator`'s root as the detail, stopping the previous detail coordinator.
    public func showDetail<Root: ViewController>(_ coordinator: Coordinator<Root>) {
        if let detail { stopChild(detail) }
        startChild(coordinator)
        detail = coordinator
        splitViewController.showDetailViewController(coordinator.rootViewController, sender: self)
    }

    /// Takes a stopped detail's root off the primary stack (collapsed mode). Expanded, the secondary
    /// column keeps showing it until the next `showDetail(_:)`.
    open override func childDidStop(_ child: AnyCoordinator) {
        super.childDidStop(child)
        guard child === detail, let root = child.anyRootViewController else { return }
        let stack = primary.navigationController.viewControllers
        if let index = stack.firstIndex(where: { $0 === root }) {
            primary.navigationController.setViewControllers(Array(stack[..<index]), animated: false)
        }
    }

    private func primaryStackDidChange() {
        guard splitViewController.isCollapsed, let detail, let root = detail.anyRootViewController else { return }
        let stack = primary.navigationController.viewControllers
        if !stack.contains(where: { $0 === root }) { detail.finish() }
    }
}
