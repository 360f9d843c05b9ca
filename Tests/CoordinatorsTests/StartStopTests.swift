import Coordinators
import Screens
import Testing

/// `start()` and `stop()` take no completion handler because they are done when they return: every
/// transition in Screens completes synchronously, and the ones the user can hold mid-way (a back
/// swipe, a sheet swipe) are cancelled first.
@MainActor
@Suite("Start and stop are done when they return")
struct StartStopTests {
    let window = Window()
    let navigation = NavigationController()
    let app: FlowCoordinator

    init() {
        app = FlowCoordinator("app", navigationController: navigation, screens: ["home"])
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        app.start()
    }

    var home: ViewController { app.viewControllers[0] }

    @Test("When start() returns the first screens are on screen; when stop() returns they and the flow's sheet are gone")
    func doneOnReturn() throws {
        #expect(home.appearanceState == .appeared)

        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
        app.startChild(catalog)
        let list = catalog.viewControllers[0]
        let detail = catalog.viewControllers[1]
        #expect(navigation.screenNames == ["home", "list", "detail"])
        #expect(detail.appearanceState == .appeared)
        #expect(home.appearanceState == .disappeared)
        let sizes = Screen("sizes")
        try catalog.present(sizes, animated: true)
        #expect(sizes.appearanceState == .appeared)

        catalog.stop()
        #expect(navigation.screenNames == ["home"])
        #expect(navigation.presentedViewController == nil)
        #expect([list, detail, sizes].map(\.appearanceState) == [.disappeared, .disappeared, .disappeared])
        #expect(home.appearanceState == .appeared)
        #expect(app.children.isEmpty)
        expectInSync(app)
    }

    @Test("Starting a flow while the user holds a back swipe cancels the swipe, so the flow's first screen is shown")
    func startDuringHeldBackSwipe() throws {
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
        app.startChild(catalog)
        let pop = try #require(navigation.beginInteractivePop())
        pop.update(0.5)

        let reviews = FlowCoordinator("reviews", navigationController: navigation, screens: ["reviews"])
        catalog.startChild(reviews)
        #expect(pop.state == .cancelled)
        #expect(navigation.interactivePopTransition == nil)
        #expect(navigation.screenNames == ["home", "list", "detail", "reviews"])
        #expect(reviews.screenNames == ["reviews"])
        #expect(reviews.viewControllers.first?.appearanceState == .appeared)
        expectInSync(reviews)
        expectInSync(catalog)
    }

    @Test("Stopping a flow while the user holds a back swipe on its screen cancels the swipe and takes the screens off")
    func stopDuringHeldBackSwipe() throws {
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
        app.startChild(catalog)
        let detail = catalog.viewControllers[1]
        let pop = try #require(navigation.beginInteractivePop())
        pop.update(0.3)

        app.stopChild(catalog)
        #expect(pop.state == .cancelled)
        #expect(navigation.screenNames == ["home"])
        #expect(detail.appearanceState == .disappeared)
        #expect(home.appearanceState == .appeared)
        #expect(app.children.isEmpty)
        expectInSync(app)
    }

    @Test("Stopping a presented flow while the user holds a swipe on its sheet cancels the swipe and dismisses it")
    func stopDuringHeldSheetSwipe() throws {
        let sheetNavigation = NavigationController()
        sheetNavigation.modalPresentationStyle = .sheet
        let filters = FlowCoordinator("filters", navigationController: sheetNavigation, screens: ["filters"])
        try app.presentChild(filters, from: navigation)
        let presentation = try #require(sheetNavigation.presentationController)
        let swipe = try presentation.beginInteractiveDismissal().get()
        swipe.update(0.5)

        app.stopChild(filters)
        #expect(swipe.state == .cancelled)
        #expect(navigation.presentedViewController == nil)
        #expect(sheetNavigation.appearanceState == .disappeared)
        #expect(home.appearanceState == .appeared)
        #expect(app.children.isEmpty)
    }
}
