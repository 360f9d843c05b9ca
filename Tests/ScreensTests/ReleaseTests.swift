import Testing
@testable import Screens

@MainActor
@Suite("Releasing")
struct ReleaseTests {
    @Test func aWholeSceneHierarchyIsReleasedAfterDisconnecting() throws {
        let app = Application(makeSessionIdentifier: countingIdentifiers())
        weak var weakScene: Scene?
        weak var weakWindow: Window?
        weak var weakTabs: TabBarController?
        weak var weakNav: NavigationController?
        weak var weakTop: ViewController?
        weak var weakSheet: ViewController?
        weak var weakList: ListView?
        do {
            let scene = try app.requestSceneSessionActivation().get()
            let window = Window(windowScene: scene)
            let list = ListView()
            let source = ButtonCellDataSource(titles: ["a", "b"])
            list.dataSource = source
            let root = ViewController()
            root.view.addSubview(list)
            let nav = NavigationController(rootViewController: root)
            let top = ViewController()
            nav.pushViewController(top, animated: false)
            let tabs = TabBarController()
            tabs.viewControllers = [nav, SplitViewController(primary: ViewController(), secondary: ViewController())]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let sheet = ViewController()
            top.present(sheet, animated: false)
            let pop = nav.beginInteractivePop()
            pop?.cancel()
            _ = list.visibleCells
            weakScene = scene
            weakWindow = window
            weakTabs = tabs
            weakNav = nav
            weakTop = top
            weakSheet = sheet
            weakList = list
            app.disconnect(scene)
        }
        #expect(weakScene == nil)
        #expect(weakWindow == nil)
        #expect(weakTabs == nil)
        #expect(weakNav == nil)
        #expect(weakTop == nil)
        #expect(weakSheet == nil)
        #expect(weakList == nil)
    }

    @Test func aHeldInteractivePopObjectDoesNotKeepThePoppedControllerAlive() throws {
        let nav = NavigationController(rootViewController: ViewController())
        weak var weakPopped: ViewController?
        var held: InteractivePopTransition?
        do {
            let popped = ViewController()
            weakPopped = popped
            nav.pushViewController(popped, animated: false)
            held = nav.beginInteractivePop()
            held?.finish()
        }
        #expect(held?.state == .finished)
        #expect(weakPopped == nil)
        #expect(held?.transitionCoordinator.viewController(forKey: .from) == nil)
    }

    @Test func delegatesAndOwnersAreHeldWeakly() {
        let controller = ViewController()
        let nav = NavigationController(rootViewController: controller)
        weak var weakDelegate: RecordingNavigationDelegate?
        weak var weakOwner: Responder?
        do {
            let delegate = RecordingNavigationDelegate(log: EventLog())
            let owner = Responder()
            nav.delegate = delegate
            controller.owningResponder = owner
            weakDelegate = delegate
            weakOwner = owner
        }
        #expect(weakDelegate == nil && nav.delegate == nil)
        #expect(weakOwner == nil && controller.owningResponder == nil)
    }
}
