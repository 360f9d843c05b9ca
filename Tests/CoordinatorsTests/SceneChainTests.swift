import Coordinators
import CoordinatorsTestSupport
import Screens
import Testing

struct ReportBug: Message {
    typealias Reply = String
}

/// The composition root: owns the application coordinator and answers what no scene does.
final class ShopAppDelegate: Responder, ApplicationDelegate, MessageHandling {
    let messageHandlers = MessageHandlers()
    let coordinator = ApplicationCoordinator(identifier: "app")

    override init() {
        super.init()
        coordinator.start()
        handle(ReportBug.self) { _, _ in "filed" }
    }

    func application(
        _ application: Application, configurationForConnecting session: SceneSession, options: SceneConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "shop", sessionRole: session.role) { [coordinator] in
            ShopSceneDelegate(applicationCoordinator: coordinator)
        }
    }
}

/// One scene: a window with a navigation flow, on the chain between the scene coordinator and the window.
final class ShopSceneDelegate: Responder, SceneDelegate {
    private let applicationCoordinator: ApplicationCoordinator
    private(set) var sceneCoordinator: SceneCoordinator<NavigationController>?
    private(set) var window: Window?

    init(applicationCoordinator: ApplicationCoordinator) {
        self.applicationCoordinator = applicationCoordinator
        super.init()
    }

    override var next: Responder? { window }

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        let window = Window(windowScene: scene)
        let home = Screen("home")
        let coordinator = SceneCoordinator(
            rootViewController: NavigationController(rootViewController: home), identifier: session.persistentIdentifier
        )
        coordinator.upstreamResponder = self
        coordinator.install(in: window)
        coordinator.adopt(home)
        self.window = window
        sceneCoordinator = coordinator
        applicationCoordinator.connect(coordinator)
    }

    func sceneDidDisconnect(_ scene: Scene) {
        if let sceneCoordinator { applicationCoordinator.disconnect(sceneCoordinator) }
        sceneCoordinator = nil
        window = nil
    }
}

@MainActor
@Suite("Scenes")
struct SceneChainTests {
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

    @Test("The chain runs screen → scene coordinator → scene delegate → window → scene → application → delegate")
    func chainToApplicationDelegate() async throws {
        let delegate = try connectScene()
        let home = try #require(delegate.sceneCoordinator?.rootViewController.viewControllers.first)
        let recorder = DispatchRecorder()
        let reply = try await MessageTrace.observing(with: recorder) { try await home.send(ReportBug()) }
        #expect(reply == "filed")
        #expect(recorder.records.first?.path.map(\.typeName) == [
            "SceneCoordinator<NavigationController>", "ShopSceneDelegate", "Window", "Scene", "Application",
            "ShopAppDelegate",
        ])
    }
}
