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
    func ownOperations() {
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list"])
        app.startChild(catalog)
        catalog.show(Screen("detail"))
        #expect(navigation.screenNames == ["home", "list", "detail"])
        catalog.top(Screen("zoom"))
        #expect(navigation.screenNames == ["home", "list", "zoom"])
        catalog.show(Screen("reviews"))
        catalog.popTo(catalog.viewControllers[0])
        #expect(catalog.screenNames == ["list"])
        catalog.root(Screen("grid"))
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

    @Test("handlePopBack(to:) after the stack was set by hand reaches the right coordinator")
    func handlePopBackAfterManualChange() {
        let account = FlowCoordinator("account", navigationController: navigation, screens: ["profile", "edit"])
        app.startChild(account)
        let orders = FlowCoordinator("orders", navigationController: navigation, screens: ["orders"])
        account.startChild(orders)
        let profile = account.viewControllers[0]
        navigation.delegate = nil
        navigation.setViewControllers([app.viewControllers[0], profile], animated: false)
        app.handlePopBack(to: profile)
        #expect(account.children.isEmpty)
        #expect(account.screenNames == ["profile"])
        expectInSync(account)
        expectInSync(app)
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
        shop.stop()
        #expect(ownNavigation.delegate === appDelegate)
        #expect(ownNavigation.owningResponder == nil)
    }

    @Test("A presented screen swiped away leaves the coordinator's presented list")
    func presentedScreenSwipedAway() throws {
        let sheet = Screen("size guide")
        sheet.modalPresentationStyle = .sheet
        app.present(sheet)
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

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }
}
