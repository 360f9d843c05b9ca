import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

/// Remembers every selection it heard.
final class ShopTabs: TabBarCoordinator {
    private(set) var selections: [String] = []

    override func selectionDidChange(to coordinator: AnyCoordinator) {
        selections.append(coordinator.identifier)
    }
}

/// A detail flow on one screen.
final class ProductDetail: Coordinator<ViewController> {
    init(_ name: String) {
        super.init(rootViewController: Screen(name), identifier: name)
    }
}

/// A flow whose stack shows beside a sidebar in a split view: the split is its tab.
final class SidebarFlow: NavigationCoordinator {
    let sidebar = Screen("sidebar")
    private(set) lazy var split = SplitViewController(primary: sidebar, secondary: navigationController)

    override var outerViewController: ViewController? { split }

    override func start() {
        super.start()
        adopt(split)
        show(Screen("stack"), animated: false)
    }
}

@MainActor
@Suite("Tab and split coordinators")
struct ContainerCoordinatorTests {
    @Test("A child per tab; selection by code and by the user; messages reach the tab's coordinator")
    func tabs() async throws {
        let tabs = ShopTabs(identifier: "tabs")
        tabs.start()
        let catalog = FlowCoordinator("catalog", screens: ["products"])
        let cart = FlowCoordinator("cart", screens: ["cart"])
        try tabs.setTabs([catalog, cart]).get()
        #expect(tabs.children.map(\.identifier) == ["catalog", "cart"])
        #expect(tabs.tabBarController.viewControllers.count == 2)
        #expect(tabs.selectedCoordinator === catalog)

        tabs.select(cart)
        #expect(tabs.tabBarController.selectedIndex == 1)
        #expect(tabs.tabBarController.userSelectTab(at: 0))
        #expect(tabs.selectedCoordinator === catalog)
        #expect(tabs.selections == ["catalog", "cart", "catalog"])

        tabs.handle(OpenHelp.self) { _, _ in }
        let recorder = DispatchRecorder()
        let label = View()
        cart.viewControllers[0].view.addSubview(label)
        try await MessageTrace.observing(with: recorder) { try await label.send(OpenHelp()) }
        #expect(recorder.records.first?.path.suffix(2).map(\.identifier) == ["cart", "tabs"])
    }

    @Test("A tab coordinator's outer controller (a split around its stack) is its tab; messages from both columns reach it")
    func tabInAContainer() async throws {
        let tabs = ShopTabs(identifier: "tabs")
        tabs.start()
        let catalog = SidebarFlow(identifier: "catalog")
        let cart = FlowCoordinator("cart", screens: ["cart"])
        try tabs.setTabs([catalog, cart]).get()
        #expect(tabs.tabBarController.viewControllers.first === catalog.split)
        #expect(catalog.split.secondaryViewController === catalog.navigationController)
        tabs.select(cart)
        #expect(tabs.tabBarController.userSelectTab(at: 0))
        #expect(tabs.selectedCoordinator === catalog)
        #expect(tabs.selections == ["catalog", "cart", "catalog"], "the user's tap on the split's tab is the flow's")

        catalog.handle(OpenHelp.self) { _, _ in }
        for origin in [catalog.sidebar, catalog.viewControllers[0]] {
            let recorder = DispatchRecorder()
            try await MessageTrace.observing(with: recorder) { try await origin.send(OpenHelp()) }
            #expect(recorder.records.first?.path.last?.identifier == "catalog")
        }
    }

    @Test("Tapping the selected tab pops its stack to the root and finishes the flow above it")
    func tabReselectionPopsToRoot() throws {
        let leaks = LeakTracker()
        let tabs = ShopTabs(identifier: "tabs")
        tabs.start()
        let catalog = FlowCoordinator("catalog", screens: ["products"])
        try tabs.setTabs([catalog]).get()
        do {
            let product = FlowCoordinator("product", navigationController: catalog.navigationController, screens: ["detail"])
            catalog.startChild(product)
            leaks.track(product)
        }
        #expect(tabs.tabBarController.userSelectTab(at: 0))
        #expect(catalog.children.isEmpty)
        #expect(catalog.navigationController.screenNames == ["products"])
        expectInSync(catalog)
        #expect(leaks.survivors == [])
    }

    @Test("A tab whose coordinator finishes loses its tab; a tab needs a root")
    func tabFinishesAndRootRequired() {
        let tabs = ShopTabs(identifier: "tabs")
        tabs.start()
        let catalog = FlowCoordinator("catalog", screens: ["products"])
        let account = FlowCoordinator("account", screens: ["profile"])
        tabs.setTabs([catalog, account], selectedIndex: 1)
        account.finish()
        #expect(tabs.tabs.map(\.identifier) == ["catalog"])
        #expect(tabs.tabBarController.viewControllers.count == 1)
        #expect(!account.isStarted)
        #expect(throws: CoordinatorError.noRootViewController(coordinator: "rootless")) {
            try tabs.setTabs([catalog, ApplicationCoordinator(identifier: "rootless")]).get()
        }
        #expect(tabs.tabs.count == 1)
    }

    @Test("Split, expanded: the detail is the secondary; a new detail replaces and releases the old one")
    func splitExpanded() {
        let leaks = LeakTracker()
        let split = SplitCoordinator(primary: FlowCoordinator("list", screens: ["products"]), identifier: "split")
        split.start()
        do {
            let first = ProductDetail("sock")
            split.showDetail(first)
            leaks.track(first)
            #expect(split.splitViewController.secondaryViewController === first.rootViewController)
            #expect(first.rootViewController.owningResponder === first)
        }
        let second = ProductDetail("hat")
        split.showDetail(second)
        #expect(split.detail === second)
        #expect(split.splitViewController.secondaryViewController === second.rootViewController)
        #expect(split.children.map(\.identifier) == ["list", "hat"])
        #expect(leaks.survivors == [])
    }

    @Test("Split, collapsed: the detail is pushed on the primary; expanding moves it back; back finishes it")
    func splitCollapsed() {
        let leaks = LeakTracker()
        let list = FlowCoordinator("list", screens: ["products"])
        let split = SplitCoordinator(primary: list, identifier: "split")
        split.start()
        do {
            let detail = ProductDetail("sock")
            split.showDetail(detail)
            leaks.track(detail)
            split.splitViewController.collapse()
            #expect(list.navigationController.screenNames == ["products", "sock"])
            #expect(list.screenNames == ["products"])
            expectInSync(list)
            split.splitViewController.expand()
            #expect(split.splitViewController.secondaryViewController === detail.rootViewController)
            #expect(list.navigationController.screenNames == ["products"])
            split.splitViewController.collapse()
            list.navigationController.userTappedBack()
        }
        #expect(split.detail == nil)
        #expect(split.children.map(\.identifier) == ["list"])
        expectInSync(list)
        #expect(leaks.survivors == [])

        let next = ProductDetail("hat")
        split.showDetail(next)
        #expect(list.navigationController.screenNames == ["products", "hat"])
    }
}
