import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

/// The coordinator's own navigation methods, shared stacks and the delegate hand-back.
@MainActor
@Suite("Navigation coordinator")
struct NavigationCoordinatorTests {
    let navigation = NavigationController()
    let app: FlowCoordinator

    init() {
        app = FlowCoordinator("app", navigationController: navigation, screens: ["home"])
        app.start()
    }

    @Test("show, top, root and popTo change only the coordinator's part of the stack")
    func ownOperations() throws {
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list"])
        app.startChild(catalog)
        try catalog.show(Screen("detail"))
        #expect(navigation.screenNames == ["home", "list", "detail"])
        try catalog.top(Screen("zoom"))
        #expect(navigation.screenNames == ["home", "list", "zoom"])
        try catalog.show(Screen("reviews"))
        catalog.popTo(catalog.viewControllers[0])
        #expect(catalog.screenNames == ["list"])
        try catalog.root(Screen("grid"))
        #expect(navigation.screenNames == ["home", "grid"])
        #expect(catalog.screenNames == ["grid"])
        expectInSync(catalog)
        expectInSync(app)
    }

    @Test("The coordinator's pop from its only screen finishes it")
    func popFromOnlyScreen() {
        let leaks = LeakTracker()
        do {
            let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list"])
            app.startChild(catalog)
            leaks.track(catalog)
            catalog.pop()
        }
        #expect(app.children.isEmpty)
        expectInSync(app)
        #expect(leaks.survivors == [])
    }

    @Test("Two sibling flows on one stack: each pop reaches the flow that owns the screen")
    func siblingsSharingStack() {
        let leaks = LeakTracker()
        let account = FlowCoordinator("account", navigationController: navigation, screens: ["profile"])
        app.startChild(account)
        do {
            let orders = FlowCoordinator("orders", navigationController: navigation, screens: ["orders", "order"])
            app.startChild(orders)
            leaks.track(orders)
            #expect(navigation.delegate === orders)
            navigation.userTappedBack()
            #expect(orders.screenNames == ["orders"])
            navigation.userTappedBack()
        }
        #expect(app.children.map(\.identifier) == ["account"])
        #expect(navigation.delegate === account)
        #expect(account.screenNames == ["profile"])
        expectInSync(account)
        expectInSync(app)
        #expect(leaks.survivors == [])

        navigation.userTappedBack()
        #expect(app.children.isEmpty)
        #expect(navigation.delegate === app)
        expectInSync(app)
    }

    @Test("A stack set by hand reaches the right coordinator: the flow whose screens all went finishes")
    func stackSetByHand() {
        let account = FlowCoordinator("account", navigationController: navigation, screens: ["profile", "edit"])
        app.startChild(account)
        let orders = FlowCoordinator("orders", navigationController: navigation, screens: ["orders"])
        account.startChild(orders)
        let profile = account.viewControllers[0]
        navigation.setViewControllers([app.viewControllers[0], profile], animated: false)
        #expect(account.children.isEmpty)
        #expect(account.screenNames == ["profile"])
        expectInSync(account)
        expectInSync(app)
    }

    @Test("Screens removed or replaced below an unchanged top leave the coordinator's list")
    func screensChangedBelowUnchangedTop() {
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail", "reviews"])
        app.startChild(catalog)
        let home = app.viewControllers[0]
        let (list, detail, reviews) = (catalog.viewControllers[0], catalog.viewControllers[1], catalog.viewControllers[2])
        let grid = Screen("grid")
        navigation.setViewControllers([home, grid, detail, reviews], animated: false)
        #expect(navigation.topViewController === reviews)
        #expect(catalog.screenNames == ["detail", "reviews"])
        #expect(list.owningResponder == nil)
        #expect(grid.owningResponder == nil)
        expectInSync(catalog)
        navigation.setViewControllers([home, reviews], animated: false)
        #expect(catalog.screenNames == ["reviews"])
        #expect(detail.owningResponder == nil)
        expectInSync(catalog)
        expectInSync(app)
        #expect(catalog.isStarted)
    }

    @Test("A reordered stack reorders the coordinator's list, whether the top changes or not")
    func reorderedStack() throws {
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail", "reviews"])
        app.startChild(catalog)
        let home = app.viewControllers[0]
        let (list, detail, reviews) = (catalog.viewControllers[0], catalog.viewControllers[1], catalog.viewControllers[2])
        navigation.setViewControllers([home, detail, list, reviews], animated: false)
        #expect(catalog.screenNames == ["detail", "list", "reviews"])
        expectInSync(catalog)
        navigation.setViewControllers([home, reviews, list, detail], animated: false)
        #expect(catalog.screenNames == ["reviews", "list", "detail"])
        expectInSync(catalog)
        try catalog.top(Screen("zoom"))
        #expect(navigation.screenNames == ["home", "reviews", "list", "zoom"])
        expectInSync(catalog)
    }

    @Test("Stopping a flow removes its screens and hands the delegate back")
    func stopHandsDelegateBack() {
        let appDelegate = RecordingNavigationDelegate()
        let ownNavigation = NavigationController()
        ownNavigation.delegate = appDelegate
        let shop = FlowCoordinator("shop", navigationController: ownNavigation, screens: ["home"])
        shop.start()
        #expect(ownNavigation.delegate === shop)
        let catalog = FlowCoordinator("catalog", navigationController: ownNavigation, screens: ["list", "detail"])
        shop.startChild(catalog)
        #expect(ownNavigation.delegate === catalog)
        shop.stopChild(catalog)
        #expect(ownNavigation.screenNames == ["home"])
        #expect(ownNavigation.delegate === shop)
        #expect(appDelegate.shown == ["home", "list", "detail", "home"])
        #expect(appDelegate.stacks == [["home"], ["home", "list"], ["home", "list", "detail"], ["home"]])
        shop.stop()
        #expect(ownNavigation.delegate === appDelegate)
        #expect(ownNavigation.owningResponder == nil)
    }

    @Test("A presented screen swiped away leaves the coordinator's presented list")
    func presentedScreenSwipedAway() throws {
        let sheet = Screen("size guide")
        sheet.modalPresentationStyle = .sheet
        try app.present(sheet)
        #expect(app.presentedViewControllers.count == 1)
        #expect(sheet.owningResponder === app)
        let controller = try #require(sheet.presentationController)
        #expect(controller.userSwipeToDismiss() == .dismissed)
        #expect(app.presentedViewControllers.isEmpty)
    }
}

/// A navigation delegate the app had before any coordinator.
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    private(set) var shown: [String] = []
    private(set) var stacks: [[String]] = []

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }

    func navigationControllerDidChangeViewControllers(_ navigationController: NavigationController) {
        stacks.append(navigationController.screenNames)
    }
}
