public import Screens

/// A coordinator on a tab bar controller with one child coordinator per tab.
///
/// `setTabs(_:)` starts a child per tab (a `NavigationCoordinator` per tab is the usual shape) and
/// shows their roots as the tabs (each coordinator's `outerViewController`: its root, or the
/// container it shows its root in); messages from a tab's screens reach its coordinator, then this one.
/// The selection is the tab bar controller's; `selectedCoordinator` reads it and `select(_:)` sets
/// it, and `selectionDidChange(to:)` hears every change, the user's taps included. A tab coordinator
/// that finishes loses its tab.
@MainActor
open class TabBarCoordinator: Coordinator<TabBarController>, TabBarControllerDelegate {
    /// The coordinators of the tabs, in tab order.
    public private(set) var tabs: [AnyCoordinator] = []
    private weak var previousDelegate: (any TabBarControllerDelegate)?

    /// Creates a coordinator on `tabBarController` (a new one by default).
    public init(tabBarController: TabBarController = TabBarController(), identifier: String? = nil) {
        super.init(rootViewController: tabBarController, identifier: identifier)
    }

    /// The tab bar controller.
    public var tabBarController: TabBarController { rootViewController }

    /// The coordinator of the selected tab.
    public var selectedCoordinator: AnyCoordinator? {
        guard let index = tabBarController.selectedIndex, tabs.indices.contains(index) else { return nil }
        return tabs[index]
    }

    /// Becomes the tab bar controller's delegate, remembering the previous one.
    open override func start() {
        if tabBarController.delegate !== self { previousDelegate = tabBarController.delegate }
        super.start()
        tabBarController.delegate = self
    }

    /// Hands the delegate back.
    open override func willStop() {
        if tabBarController.delegate === self { tabBarController.delegate = previousDelegate }
        super.willStop()
        tabs.removeAll()
    }

    /// Makes `coordinators` the tabs: starts the new ones, stops the ones no longer listed, shows
    /// their outer controllers and selects `selectedIndex`. Throws
    /// `CoordinatorError.noRootViewController`, changing nothing, if one has no root.
    public func setTabs(_ coordinators: [AnyCoordinator], selectedIndex: Int = 0) throws(CoordinatorError) {
        var roots: [ViewController] = []
        for coordinator in coordinators {
            guard let root = coordinator.outerViewController else {
                throw .noRootViewController(coordinator: coordinator.identifier)
            }
            roots.append(root)
        }
        for old in tabs where !coordinators.contains(where: { $0 === old }) { stopChild(old) }
        tabs = coordinators
        for coordinator in coordinators where coordinator.parent !== self { startChild(coordinator) }
        tabBarController.setViewControllers(roots, animated: false)
        if roots.indices.contains(selectedIndex) { tabBarController.selectTab(at: selectedIndex) }
        if let selectedCoordinator { selectionDidChange(to: selectedCoordinator) }
    }

    /// Selects the tab of `coordinator`; returns `false` if it is not a tab.
    @discardableResult
    public func select(_ coordinator: AnyCoordinator) -> Bool {
        guard let index = tabs.firstIndex(where: { $0 === coordinator }) else { return false }
        tabBarController.selectTab(at: index)
        selectionDidChange(to: coordinator)
        return true
    }

    /// Called when the selected tab changed, by code or by the user. Does nothing by default.
    open func selectionDidChange(to coordinator: AnyCoordinator) {}

    /// Tells `selectionDidChange(to:)` about the user's tap.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        guard let coordinator = tabs.first(where: { $0.outerViewController === viewController }) else { return }
        selectionDidChange(to: coordinator)
    }

    /// A tab's coordinator finished: it is stopped and its tab removed.
    open override func coordinatorDidFinish(_ child: AnyCoordinator) {
        guard tabs.contains(where: { $0 === child }) else {
            super.coordinatorDidFinish(child)
            return
        }
        let remaining = tabs.filter { $0 !== child }
        let selected = selectedCoordinator.flatMap { current in remaining.firstIndex { $0 === current } } ?? 0
        // The remaining tabs all had roots when they were set.
        try? setTabs(remaining, selectedIndex: selected)
    }
}
