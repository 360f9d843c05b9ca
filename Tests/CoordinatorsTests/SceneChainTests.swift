import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

struct ReportBug: Message {
    typealias Reply = String
}

/// Answered by the scene delegate of a `HandsOnSceneDelegate` scene only.
struct CloseScene: Message {
    typealias Reply = String
}

/// The composition root: owns the application coordinator and answers what no scene does.
final class ShopAppDelegate: Responder, ApplicationDelegate, MessageHandling {
    let messageHandlers = MessageHandlers()
    let coordinator = ApplicationCoordinator(identifier: "app")
    /// Which scene delegate the next scene gets.
    var makesHandsOnScenes = false

    override init() {
        super.init()
        coordinator.start()
        handle(ReportBug.self) { _, _ in "filed" }
    }

    func application(
        _ application: Application, configurationForConnecting session: SceneSession, options: SceneConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "shop", sessionRole: session.role) { [coordinator, makesHandsOnScenes] () -> any SceneDelegate in
            if makesHandsOnScenes { return HandsOnSceneDelegate(applicationCoordinator: coordinator) }
            return ShopSceneDelegate(applicationCoordinator: coordinator)
        }
    }
}

/// One scene: a window with a navigation flow. It sets up nothing of the chain: installing the
/// scene coordinator puts this delegate between the coordinator and the window.
final class ShopSceneDelegate: CoordinatingSceneDelegate {
    private let applicationCoordinator: ApplicationCoordinator
    private(set) var sceneCoordinator: SceneCoordinator<NavigationController>?

    init(applicationCoordinator: ApplicationCoordinator) {
        self.applicationCoordinator = applicationCoordinator
        super.init()
    }

    override func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        let home = Screen("home")
        let coordinator = SceneCoordinator(
            rootViewController: NavigationController(rootViewController: home), identifier: session.persistentIdentifier
        )
        coordinator.install(in: Window(windowScene: scene))
        coordinator.adopt(home)
        sceneCoordinator = coordinator
        applicationCoordinator.connect(coordinator)
    }

    override func sceneDidDisconnect(_ scene: Scene) {
        if let sceneCoordinator { applicationCoordinator.disconnect(sceneCoordinator) }
        sceneCoordinator = nil
        window = nil
    }
}

/// A scene delegate written by hand (a plain responder that leads on to its window itself), which
/// answers a message of its own.
final class HandsOnSceneDelegate: Responder, SceneDelegate, MessageHandling {
    let messageHandlers = MessageHandlers()
    private let applicationCoordinator: ApplicationCoordinator
    private(set) var sceneCoordinator: SceneCoordinator<NavigationController>?
    private(set) var window: Window?

    init(applicationCoordinator: ApplicationCoordinator) {
        self.applicationCoordinator = applicationCoordinator
        super.init()
        handle(CloseScene.self) { _, _ in "closed" }
    }

    override var next: Responder? { window }

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        let window = Window(windowScene: scene)
        let home = Screen("home")
        let coordinator = SceneCoordinator(
            rootViewController: NavigationController(rootViewController: home), identifier: session.persistentIdentifier
        )
        coordinator.install(in: window)
        coordinator.adopt(home)
        self.window = window
        sceneCoordinator = coordinator
        applicationCoordinator.connect(coordinator)
    }
}

@MainActor
@Suite("Scenes")
struct SceneChainTests {
    let appDelegate = ShopAppDelegate()
    let application: Application

    /// The chain from a scene's home screen up, by type.
    static let chainFromHome = [
        "SceneCoordinator<NavigationController>", "ShopSceneDelegate", "Window", "Scene", "Application", "ShopAppDelegate",
    ]

    init() {
        var counter = 0
        application = Application(delegate: appDelegate) {
            counter += 1
            return "scene \(counter)"
        }
        application.launch()
    }

    func connectScene() throws -> ShopSceneDelegate {
        let scene = try application.requestSceneSessionActivation().get()
        return try #require(scene.delegate as? ShopSceneDelegate)
    }

    @Test("Two scenes get a new value; a scene connected later gets the current one")
    func dependenciesReachEveryScene() throws {
        let first = try connectScene()
        let second = try connectScene()
        appDelegate.coordinator.setDependency(AppDependency(catalog: "v1"))
        #expect(first.sceneCoordinator?.dependency(AppDependency.self)?.catalog == "v1")
        #expect(second.sceneCoordinator?.dependency(AppDependency.self)?.catalog == "v1")

        appDelegate.coordinator.setDependency(AppDependency(catalog: "v2"))
        let third = try connectScene()
        #expect(third.sceneCoordinator?.dependency(AppDependency.self)?.catalog == "v2")
        #expect(second.sceneCoordinator?.dependency(AppDependency.self)?.catalog == "v2")
    }

    @Test("A disconnected scene's coordinator is stopped and released")
    func disconnectReleases() throws {
        let leaks = LeakTracker()
        let scene = try #require(try connectScene().window?.windowScene)
        if let coordinator = (scene.delegate as? ShopSceneDelegate)?.sceneCoordinator { leaks.track(coordinator) }
        application.disconnect(scene)
        #expect(appDelegate.coordinator.sceneCoordinators.isEmpty)
        #expect(leaks.survivors == [])
    }

    @Test("By default the chain runs screen → scene coordinator → scene delegate → window → scene → application → delegate")
    func chainToApplicationDelegate() async throws {
        let delegate = try connectScene()
        let coordinator = try #require(delegate.sceneCoordinator)
        #expect(coordinator.upstreamResponder === delegate)
        #expect(delegate.window === coordinator.window)
        let home = try #require(coordinator.rootViewController.viewControllers.first)
        let recorder = DispatchRecorder()
        let reply = try await MessageTrace.observing(with: recorder) { try await home.send(ReportBug()) }
        #expect(reply == "filed")
        #expect(recorder.records.first?.path.map(\.typeName) == Self.chainFromHome)
        #expect(recorder.records.first?.handlers.map(\.typeName) == ["ShopAppDelegate"])
    }

    @Test("An app-wide handler on the application delegate answers every scene's message that no scene answers")
    func applicationLevelHandler() async throws {
        let first = try connectScene()
        let second = try connectScene()
        let deep = FlowCoordinator("catalog", screens: ["list"])
        try #require(second.sceneCoordinator).startChild(deep)
        let button = Button(title: "Report")
        deep.viewControllers[0].view.addSubview(button)

        #expect(try await first.sceneCoordinator?.rootViewController.viewControllers.first?.send(ReportBug()) == "filed")
        let recorder = DispatchRecorder()
        let reply = try await MessageTrace.observing(with: recorder) { try await button.send(ReportBug()) }
        #expect(reply == "filed")
        #expect(
            recorder.records.first?.path.map(\.description) == [
                "View", "Screen", "FlowCoordinator(catalog)", "SceneCoordinator<NavigationController>(scene 2)",
            ] + Self.chainFromHome.dropFirst())
    }

    @Test("A scene delegate of the app's own making is on the chain after installing, and answers its own messages")
    func handWrittenSceneDelegate() async throws {
        appDelegate.makesHandsOnScenes = true
        let scene = try application.requestSceneSessionActivation().get()
        let delegate = try #require(scene.delegate as? HandsOnSceneDelegate)
        let home = try #require(delegate.sceneCoordinator?.rootViewController.viewControllers.first)
        let recorder = DispatchRecorder()
        let replies = try await MessageTrace.observing(with: recorder) {
            [try await home.send(CloseScene()), try await home.send(ReportBug())]
        }
        #expect(replies == ["closed", "filed"])
        #expect(recorder.records.map { $0.handlers.map(\.typeName) } == [["HandsOnSceneDelegate"], ["ShopAppDelegate"]])
        #expect(
            recorder.records.last?.path.map(\.typeName) == [
                "SceneCoordinator<NavigationController>", "HandsOnSceneDelegate", "Window", "Scene", "Application", "ShopAppDelegate",
            ])
    }

    @Test("A scene coordinator installed in a window with no scene delegate continues at the window")
    func noSceneDelegate() async throws {
        let scene = try application.requestSceneSessionActivation().get()
        scene.delegate = nil
        let window = Window(windowScene: scene)
        let home = Screen("home")
        let coordinator = SceneCoordinator(rootViewController: NavigationController(rootViewController: home), identifier: "bare")
        coordinator.install(in: window)
        coordinator.adopt(home)
        #expect(coordinator.upstreamResponder === window)
        #expect(try await home.send(ReportBug()) == "filed")
    }
}
