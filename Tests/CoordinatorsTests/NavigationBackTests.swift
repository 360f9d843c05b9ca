import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

/// Every way the user leaves a screen keeps each coordinator's list equal to its part of the stack.
@MainActor
@Suite("Navigation sync: user pops")
struct NavigationBackTests {
    let navigation = NavigationController()
    let app: FlowCoordinator

    init() {
        app = FlowCoordinator("app", navigationController: navigation, screens: ["home"])
        app.start()
    }

    @Test("Back button within a flow drops the screen and releases it")
    func backButtonWithinFlow() {
        let leaks = LeakTracker()
        do {
            let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
            app.startChild(catalog)
            leaks.track(catalog)
            #expect(navigation.userTappedBack() != nil)
            #expect(navigation.screenNames == ["home", "list"])
            #expect(catalog.screenNames == ["list"])
            #expect(catalog.isStarted)
            expectInSync(catalog)
            expectInSync(app)
        }
        #expect(leaks.survivors == ["FlowCoordinator(catalog)", "Screen(list)"])
    }

    @Test("Back button from a flow's first screen finishes the flow and releases it")
    func backButtonIntoParent() {
        let leaks = LeakTracker()
        do {
            let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list"])
            app.startChild(catalog)
            leaks.track(catalog)
            #expect(navigation.delegate === catalog)
            navigation.userTappedBack()
        }
        #expect(navigation.screenNames == ["home"])
        #expect(app.children.isEmpty)
        #expect(navigation.delegate === app)
        #expect(navigation.owningResponder === app)
        expectInSync(app)
        #expect(leaks.survivors == [])
    }

    @Test("Interactive pop finished is a pop")
    func interactivePopFinished() throws {
        let leaks = LeakTracker()
        do {
            let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
            app.startChild(catalog)
            leaks.track(catalog)
            let pop = try #require(navigation.beginInteractivePop())
            pop.update(0.6)
            #expect(catalog.screenNames == ["list", "detail"])
            pop.finish()
            #expect(catalog.screenNames == ["list"])
            expectInSync(catalog)
            let second = try #require(navigation.beginInteractivePop())
            second.finish()
        }
        #expect(app.children.isEmpty)
        #expect(navigation.screenNames == ["home"])
        expectInSync(app)
        #expect(leaks.survivors == [])
    }

    @Test("Interactive pop cancelled changes nothing")
    func interactivePopCancelled() throws {
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list"])
        app.startChild(catalog)
        let pop = try #require(navigation.beginInteractivePop())
        pop.update(0.4)
        pop.cancel()
        #expect(pop.transitionCoordinator.isCancelled)
        #expect(navigation.screenNames == ["home", "list"])
        #expect(catalog.isStarted)
        #expect(catalog.screenNames == ["list"])
        #expect(navigation.delegate === catalog)
        expectInSync(catalog)
        expectInSync(app)
    }

    @Test("Non-animated pops, one within the flow and one out of it")
    func nonAnimatedPop() {
        let leaks = LeakTracker()
        do {
            let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
            app.startChild(catalog)
            leaks.track(catalog)
            navigation.popViewController(animated: false)
            #expect(catalog.screenNames == ["list"])
            expectInSync(catalog)
            navigation.popViewController(animated: false)
        }
        #expect(app.children.isEmpty)
        expectInSync(app)
        #expect(leaks.survivors == [])
    }

    @Test("Pop to root across three coordinators' screens finishes both flows above the root")
    func popToRootAcrossCoordinators() {
        let leaks = LeakTracker()
        do {
            let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
            app.startChild(catalog)
            let checkout = FlowCoordinator("checkout", navigationController: navigation, screens: ["address", "pay"])
            catalog.startChild(checkout)
            leaks.track(catalog)
            #expect(navigation.screenNames == ["home", "list", "detail", "address", "pay"])
            navigation.popToRootViewController(animated: true)
        }
        #expect(navigation.screenNames == ["home"])
        #expect(app.children.isEmpty)
        #expect(navigation.delegate === app)
        expectInSync(app)
        #expect(leaks.survivors == [])
    }

    @Test("Pop into the parent's screens from a grandchild keeps the middle flow")
    func popIntoMiddleFlow() {
        let leaks = LeakTracker()
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "detail"])
        app.startChild(catalog)
        do {
            let checkout = FlowCoordinator("checkout", navigationController: navigation, screens: ["address", "pay"])
            catalog.startChild(checkout)
            leaks.track(checkout)
            let detail = catalog.viewControllers[1]
            navigation.popToViewController(detail, animated: true)
        }
        #expect(catalog.children.isEmpty)
        #expect(catalog.screenNames == ["list", "detail"])
        #expect(navigation.delegate === catalog)
        expectInSync(catalog)
        expectInSync(app)
        #expect(leaks.survivors == [])
    }
}
