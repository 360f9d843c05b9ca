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

/// A flow whose stack stands beside a sidebar in a split view: the split is its tab.
final class SidebarFlow: NavigationCoordinator {
    let sidebarScreen = Screen("sidebar")

    override init(navigationController: NavigationController = NavigationController(), identifier: String? = nil) {
        super.init(navigationController: navigationController, identifier: identifier)
        standBeside(sidebar: sidebarScreen)
    }

    override func start() {
        super.start()
        try? show(Screen("stack"), animated: false)
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
        try tabs.setTabs([catalog, cart])
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
        try tabs.setTabs([catalog, cart])
        let split = try #require(catalog.splitViewController)
        #expect(tabs.tabBarController.viewControllers.first === split)
        #expect(split.secondaryViewController === catalog.navigationController)
        tabs.select(cart)
        #expect(tabs.tabBarController.userSelectTab(at: 0))
        #expect(tabs.selectedCoordinator === catalog)
        #expect(tabs.selections == ["catalog", "cart", "catalog"], "the user's tap on the split's tab is the flow's")

        catalog.handle(OpenHelp.self) { _, _ in }
        for origin in [catalog.sidebarScreen, catalog.viewControllers[0]] {
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
        try tabs.setTabs([catalog])
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
    func tabFinishesAndRootRequired() throws {
        let tabs = ShopTabs(identifier: "tabs")
        tabs.start()
        let catalog = FlowCoordinator("catalog", screens: ["products"])
        let account = FlowCoordinator("account", screens: ["profile"])
        try tabs.setTabs([catalog, account], selectedIndex: 1)
        account.finish()
        #expect(tabs.tabs.map(\.identifier) == ["catalog"])
        #expect(tabs.tabBarController.viewControllers.count == 1)
        #expect(!account.isStarted)
        #expect(throws: CoordinatorError.noRootViewController(coordinator: "rootless")) {
            try tabs.setTabs([catalog, ApplicationCoordinator(identifier: "rootless")])
        }
        #expect(tabs.tabs.count == 1)
    }

    @Test("A stack beside a sidebar: the split is its outer controller, collapses to the stack, and lets go of its messages on stop")
    func stackBesideASidebar() throws {
        let leaks = LeakTracker()
        do {
            let flow = SidebarFlow(identifier: "catalog")
            let split = try #require(flow.splitViewController)
            #expect(flow.outerViewController === split)
            #expect(flow.sidebar === flow.sidebarScreen)
            #expect(flow.standBeside(sidebar: Screen("other")) === split, "a second call returns the split it made")
            #expect(split.primaryViewController === flow.sidebarScreen)
            #expect(split.secondaryViewController === flow.navigationController)
            flow.start()
            #expect(split.owningResponder === flow)

            // Narrow: the sidebar leaves, the stack stays where it was (nothing moves between columns).
            split.collapse()
            #expect(split.contentColumn === flow.navigationController)
            #expect(flow.navigationController.screenNames == ["stack"])
            split.expand()
            #expect(split.secondaryViewController === flow.navigationController)

            flow.finish()
            #expect(split.owningResponder == nil, "a stopped coordinator gets no messages")
            leaks.track(flow)
            leaks.track(split)
        }
        #expect(leaks.survivors == [])
    }
}
