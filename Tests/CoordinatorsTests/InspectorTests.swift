import AsyncTestSupport
import Coordinators
import Screens
import Testing

/// Answered by the catalog flow of the inspected tree.
struct ShowSizeChart: Message {}

/// Answered by nobody.
struct Unanswered: Message {}

/// Only the inspector test that attaches globally sends it, so other tests' messages never match.
struct InspectorPing: Message {}

@MainActor
@Suite("Inspector")
struct InspectorTests {
    let appDelegate = ShopAppDelegate()
    let application: Application

    init() {
        var counter = 0
        application = Application(delegate: appDelegate) {
            counter += 1
            return "scene \(counter)"
        }
        application.launch()
    }

    /// A scene (application → scene coordinator) with two flows below the scene coordinator: the
    /// catalog, pushed on the scene's navigation controller with a sheet of its own, and the cart,
    /// presented and waiting for its dependency.
    func makeTree() throws -> (scene: SceneCoordinator<NavigationController>, catalog: FlowCoordinator, cart: CartCoordinator) {
        let scene = try application.requestSceneSessionActivation().get()
        let sceneCoordinator = try #require((scene.delegate as? ShopSceneDelegate)?.sceneCoordinator)
        let navigation = sceneCoordinator.rootViewController
        let catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list", "product"])
        catalog.handle(ShowSizeChart.self) { _, _ in }
        sceneCoordinator.startChild(catalog)
        try catalog.present(Screen("sizes"), animated: false)
        let cart = CartCoordinator()
        try sceneCoordinator.presentChild(cart, from: navigation, animated: false)
        try cart.root(Screen("cart"))
        return (sceneCoordinator, catalog, cart)
    }

    @Test("A snapshot of a three-level tree with a queued message: its structure and its text")
    func threeLevelTree() async throws {
        let (sceneCoordinator, catalog, cart) = try makeTree()
        let product = catalog.viewControllers[1]
        let sizeChart = Button(title: "Size chart")
        product.view.addSubview(sizeChart)
        let cartCell = View()
        cart.viewControllers[0].view.addSubview(cartCell)
        let inspector = Inspector(root: appDelegate.coordinator, keepingLast: 2)

        let queued = try await MessageTrace.observing(with: inspector.log) {
            #expect(try await product.send(ReportBug()) == "filed")
            try await sizeChart.send(ShowSizeChart())
            await #expect(throws: UnhandledMessage.self) { try await cartCell.send(Unanswered()) }
            let queued = Task { try await cartCell.addToCart("sock") }
            try await waitUntil("the cart queued the message") { cart.messageHandlers.queuedMessageCount == 1 }
            return queued
        }

        let snapshot = inspector.snapshot()
        let app = try #require(snapshot.tree)
        #expect(app.name == ResponderName(typeName: "ApplicationCoordinator", identifier: "app"))
        #expect(app.state == .started)
        #expect(app.rootViewController == nil)
        #expect(app.children.count == 1)
        #expect(snapshot.scenes == app.children)

        let scene = app.children[0]
        #expect(scene.name == ResponderName(sceneCoordinator))
        #expect(scene.scene?.session == "scene 1")
        #expect(scene.scene?.activation == .foregroundActive)
        #expect(scene.rootViewController == .init(name: "NavigationController", appearance: .appeared))
        #expect(scene.children.map(\.name.description) == ["FlowCoordinator(catalog)", "CartCoordinator(cart)"])

        let catalogSnapshot = scene.children[0]
        #expect(catalogSnapshot.state == .started)
        #expect(catalogSnapshot.scene == nil)
        #expect(
            catalogSnapshot.viewControllers == [
                .init(name: "Screen(list)", appearance: .disappeared), .init(name: "Screen(product)", appearance: .appeared),
            ])
        #expect(catalogSnapshot.presentedViewControllers == [.init(name: "Screen(sizes)", appearance: .appeared)])
        #expect(catalogSnapshot.visibleViewController?.name == "Screen(sizes)")
        #expect(catalogSnapshot.handledMessages == ["ShowSizeChart"])
        #expect(catalogSnapshot.queuedMessages.isEmpty)
        #expect(!catalogSnapshot.isPresentedModally)

        let cartSnapshot = scene.children[1]
        #expect(cartSnapshot.state == .waiting)
        #expect(cartSnapshot.isPresentedModally)
        #expect(cartSnapshot.queuedMessages == ["AddToCart"])
        #expect(cartSnapshot.handledMessages == ["AddToCart"])
        #expect(cartSnapshot.visibleViewController == .init(name: "Screen(cart)", appearance: .appeared))
        #expect(cartSnapshot.children.isEmpty)

        #expect(snapshot.messageCount == 3)
        #expect(snapshot.messages.map(\.message) == ["ShowSizeChart", "Unanswered"])
        let sizeChartRecord = snapshot.messages[0]
        #expect(sizeChartRecord.sender == ResponderName(typeName: "Button"))
        #expect(sizeChartRecord.path.map(\.description) == ["View", "Screen", "FlowCoordinator(catalog)"])
        #expect(sizeChartRecord.handlers.map(\.description) == ["FlowCoordinator(catalog)"])
        #expect(sizeChartRecord.outcome == .replied)
        #expect(snapshot.messages[1].outcome == .unhandled)

        #expect(
            snapshot.text(showingDurations: false) == """
                ApplicationCoordinator(app) started
                  SceneCoordinator<NavigationController>(scene 1) started scene="scene 1" active root=NavigationController visible=NavigationController
                    FlowCoordinator(catalog) started root=NavigationController screens=[Screen(list), Screen(product)] presented=[Screen(sizes)] visible=Screen(sizes) handles=[ShowSizeChart]
                    CartCoordinator(cart) waiting modal queued=[AddToCart] root=NavigationController screens=[Screen(cart)] visible=Screen(cart) handles=[AddToCart]
                last 2 of 3 messages:
                  ShowSizeChart from Button: replied by FlowCoordinator(catalog)
                    asked View → Screen → FlowCoordinator(catalog)
                  Unanswered from View: unhandled
                    asked View → Screen → CartCoordinator(cart) → SceneCoordinator<NavigationController>(scene 1) → ShopSceneDelegate → Window → Scene → Application → ShopAppDelegate
                """)
        let withDurations = snapshot.text()
        #expect(withDurations.contains("replied by FlowCoordinator(catalog) in "))
        #expect(snapshot.description == withDurations)

        // Ready at last: the queued message runs, and the next snapshot shows it done.
        cart.setDependency(AppDependency(cart: []))
        #expect(try await queued.boundedValue("the task\'s value") == 1)
        let after = inspector.snapshot()
        #expect(after != snapshot)
        let cartAfter = try #require(after.tree?.children.first?.children.last)
        #expect(cartAfter.state == .started)
        #expect(cartAfter.queuedMessages.isEmpty)
        #expect(after.messageCount == 4)
        #expect(after.messages.map(\.message) == ["Unanswered", "AddToCart"])
        #expect(after.messages.last?.handlers == [ResponderName(cart)])
        #expect(after.text(showingDurations: false).contains("CartCoordinator(cart) started modal root=NavigationController"))
    }

    @Test("A snapshot is a value: equal while nothing changes, usable on another actor, and its tree's text is treeDescription")
    func snapshotIsAValue() async throws {
        let (sceneCoordinator, catalog, _) = try makeTree()
        let inspector = Inspector(root: appDelegate.coordinator)
        let first = inspector.snapshot()
        #expect(inspector.snapshot() == first)

        let elsewhere = await Task.detached { first.text(showingDurations: false) }.value
        #expect(elsewhere == first.text(showingDurations: false))
        #expect(first.tree?.text == appDelegate.coordinator.treeDescription())
        #expect(sceneCoordinator.treeDescription().hasPrefix("SceneCoordinator<NavigationController>(scene 1) started"))

        try catalog.show(Screen("reviews"), animated: false)
        let second = inspector.snapshot()
        #expect(second != first)
        #expect(second.tree?.subtree.first { $0.name.identifier == "catalog" }?.viewControllers.last?.name == "Screen(reviews)")
    }

    @Test("Attached, the inspector logs every dispatch; detached, it keeps what it has and logs nothing more")
    func attachAndDetach() async throws {
        let (_, catalog, _) = try makeTree()
        catalog.handle(InspectorPing.self) { _, _ in }
        let product = catalog.viewControllers[1]
        let inspector = Inspector(root: appDelegate.coordinator, keepingLast: 1_000)

        inspector.attach()
        try await product.send(InspectorPing())
        inspector.detach()
        try await product.send(InspectorPing())

        // Other tests run in parallel and their messages may be logged too while attached; only
        // this test sends InspectorPing.
        let pings = inspector.snapshot().messages.filter { $0.message == "InspectorPing" }
        #expect(pings.count == 1)
        #expect(pings.first?.handlers == [ResponderName(catalog)])
    }

    @Test("The inspector holds its root weakly; a released tree is said to be gone")
    func releasedRoot() throws {
        var root: ApplicationCoordinator? = ApplicationCoordinator(identifier: "gone")
        let inspector = Inspector(root: try #require(root))
        #expect(inspector.snapshot().tree?.name.identifier == "gone")
        root = nil
        #expect(inspector.root == nil)
        #expect(inspector.snapshot().tree == nil)
        #expect(inspector.snapshot().text() == "(the inspected tree was released)\nno messages")
    }

    @Test("The message log keeps the newest records, oldest first, and counts all")
    func messageLogRing() async throws {
        let catalog = FlowCoordinator("catalog", screens: ["list"])
        catalog.start()
        catalog.handle(ShowSizeChart.self) { _, _ in }
        let list = catalog.viewControllers[0]
        let log = MessageLog(capacity: 2)
        try await MessageTrace.observing(with: log) {
            try await list.send(ShowSizeChart())
            _ = try? await list.send(Unanswered())
            try await list.send(ShowSizeChart())
            _ = try? await list.send(Unanswered())
            try await list.send(ShowSizeChart())
        }
        #expect(log.records.map(\.message) == ["Unanswered", "ShowSizeChart"])
        #expect(log.totalCount == 5)
        log.removeAll()
        #expect(log.records.isEmpty)
        #expect(log.totalCount == 0)
        #expect(MessageLog(capacity: 0).capacity == 1)
    }
}
