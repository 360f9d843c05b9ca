/// A container that shows one of several controllers at a time, chosen with a tab bar.
///
/// Switching tabs runs, when the tab bar controller is on screen: old `viewWillDisappear`, new
/// `viewWillAppear`, views swap, old `viewDidDisappear`, new `viewDidAppear`; then, for a user
/// tap only, delegate `didSelect`.
@MainActor
open class TabBarController: ViewController {
    /// Hears user selections. Held weakly.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The bar of tabs at the bottom.
    public private(set) lazy var tabBar = TabBar(tabBarController: self)
    var tabs: [ViewController] = []
    var selectedStorage: Int?
    var displayedTab: ViewController?

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
    }

    /// The controllers, one per tab. Setting it is `setViewControllers(_:animated: false)`; an
    /// invalid list is ignored (call `setViewControllers` to get the reason).
    public var viewControllers: [ViewController] {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab, `nil` when there are no tabs. Setting an index out of range
    /// is ignored (`selectTab(at:)` reports it); setting it does not call the delegate.
    public var selectedIndex: Int? {
        get { selectedStorage }
        set {
            guard let newValue else { return }
            selectTab(at: newValue)
        }
    }

    /// The selected controller. Setting one that is not a tab is ignored.
    public var selectedViewController: ViewController? {
        get { selectedStorage.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil } }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectTab(at: index)
        }
    }

    /// Builds the container view: the selected controller's view and the tab bar.
    open override func loadView() {
        let container = View()
        if let displayedTab {
            container.addSubview(displayedTab.view)
        }
        container.addSubview(tabBar)
        view = container
    }

    /// Selects the tab at `index` programmatically (no delegate calls). Fails with
    /// `.indexOutOfRange`, changing nothing, for an invalid index.
    @discardableResult
    public func selectTab(at index: Int) -> Result<Void, ScreensError> {
        guard tabs.indices.contains(index) else { return .failure(.indexOutOfRange) }
        switchSelection(to: index, animated: false, initiator: .programmatic)
        return .success(())
    }

    /// Simulates the user tapping the tab at `index`. Returns `false` when nothing was selected
    /// (invalid index, disabled item, or the delegate refused). Tapping the selected tab pops its
    /// navigation controller, if it is one (or a split view's content column is one), to the root
    /// (initiator `.tabReselection`).
    @discardableResult
    public func userSelectTab(at index: Int) -> Bool {
        guard tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled else { return false }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return false }
        if index == selectedStorage {
            // A tab's stack: the tab itself, or the content column of a split view that is the tab.
            let stack = (target as? NavigationController) ?? ((target as? SplitViewController)?.contentColumn as? NavigationController)
            if let navigation = stack, let root = navigation.viewControllers.first {
                _ = navigation.popTo(root, animated: true, initiator: .tabReselection)
            }
        } else {
            switchSelection(to: index, animated: false, initiator: .tabSelection)
        }
        delegate?.tabBarController(self, didSelect: target)
        return true
    }

    func switchSelection(to index: Int?, animated: Bool, initiator: TransitionInitiator) {
        let old = displayedTab
        if selectedStorage != index, isViewLoaded { tabBar.setNeedsDisplay() }
        selectedStorage = index
        let new = selectedViewController
        displayedTab = new
        guard old !== new else { return }
        let coordinator = TransitionCoordinator(from: old, to: new, animated: animated, interactive: false, initiator: initiator)
        activeTransitionCoordinator = coordinator
        if isViewLoaded { new?.loadViewIfNeeded() }
        let swap = {
            guard let container = self.viewIfLoaded else { return }
            if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
            if let new { container.insertSubview(new.view, at: 0) }
        }
        if appearanceState == .appeared {
            transitionAppearance(from: old, to: new, animated: animated, between: swap)
        } else {
            swap()
        }
        coordinator.complete()
        activeTransitionCoordinator = nil
    }
}
