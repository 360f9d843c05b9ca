public import Coordinators
public import Foundation
public import Logging
public import Screens
import IvkoScreens

/// The shop's application delegate: what a UIKit app's `AppDelegate` is. It holds the application
/// coordinator for the app's whole life (started when the application launches), gives every
/// connecting scene a `ShopSceneDelegate` and a `ShopCoordinator`, and, as the chain's last
/// responder, answers what no scene does: the fatal-error screen's reset when the app-wide managers
/// could not be built (`GlobalResetLocalData`), which builds them again for every scene.
///
/// The program that hosts it (the terminal's, a test's) gives what a launch brings: the shop's data on
/// this device, once its composition root has made it (`coordinator.build(on:)`), where the
/// navigation is kept between runs (a `ShopNavigationKeeping`, set on the application coordinator as
/// a dependency, so every scene's signed-in tree restores and keeps it itself) and a link to open
/// (`link`, in the next scene to connect).
@MainActor
public final class ShopApplicationDelegate: Responder, ApplicationDelegate, MessageHandling {
    /// The messages the delegate answers.
    public let messageHandlers = MessageHandlers()
    /// The application coordinator, the root of every scene's tree.
    public let coordinator: ShopApplicationCoordinator
    /// The scenes' coordinators, one per connected scene, in connection order.
    public private(set) var scenes: [ShopCoordinator] = []
    /// A link to open in the next scene that connects (given at launch).
    public var link: URL?

    private let logger: Logger
    private var sceneNumber = 0

    /// The application delegate of a shop whose scenes' navigation is kept by `navigationKeeper`
    /// (none: every run starts on Home).
    public init(navigationKeeper: (any ShopNavigationKeeping)? = nil, logger: Logger = Logger(label: "ivko.app")) {
        self.logger = logger
        coordinator = ShopApplicationCoordinator(logger: logger)
        super.init()
        // Keyed by the protocol, as the tree reads it: passed as it is, the existential would be
        // opened and the value keyed by its concrete type (`NavigationFile`), which nobody asks for.
        if let navigationKeeper { coordinator.setDependency(navigationKeeper as any ShopNavigationKeeping) }
        handle(GlobalResetLocalData.self) { delegate, _ in await delegate.coordinator.rebuild() }
    }

    /// Starts the application coordinator, which builds the app-wide managers.
    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: String]) -> Bool {
        if !coordinator.isStarted { coordinator.start() }
        return true
    }

    /// Every scene is a window of the shop, with a `ShopSceneDelegate`.
    public func application(
        _ application: Application, configurationForConnecting session: SceneSession, options: SceneConnectionOptions
    ) -> SceneConfiguration {
        let logger = logger
        return SceneConfiguration(name: "Shop", sessionRole: session.role) { [weak self] in
            ShopSceneDelegate(applicationDelegate: self, logger: logger)
        }
    }

    /// The coordinator of the scene `scene` shows, or the first scene's for `nil`.
    public func shop(in scene: Scene?) -> ShopCoordinator? {
        guard let scene else { return scenes.first }
        return scenes.first { $0.window?.windowScene === scene } ?? scenes.first
    }

    /// Stops the application coordinator (every scene's tree with it) and waits until each scene has
    /// handed its customer's data back, so a program never exits with a database still open.
    public func shutDown() async {
        if coordinator.isStarted { coordinator.stop() }
        let handingBack = scenes.compactMap(\.handingBack)
        scenes.removeAll()
        for task in handingBack { await task.value }
    }

    /// Builds the window and the coordinator of a connecting scene and connects it to the
    /// application coordinator, which hands it the app-wide managers.
    func connect(_ scene: Scene, options: SceneConnectionOptions) -> ShopCoordinator {
        sceneNumber += 1
        let shop = ShopCoordinator(logger: logger, identifier: "shop \(sceneNumber)")
        shop.install(in: Window(windowScene: scene))
        scenes.append(shop)
        coordinator.connect(shop)
        for url in [link].compactMap({ $0 }) + options.urls {
            link = nil
            open(url, in: shop)
        }
        return shop
    }

    /// Stops the coordinator of a scene that disconnected; it and its tree are released.
    func disconnect(_ shop: ShopCoordinator) {
        coordinator.disconnect(shop)
        scenes.removeAll { $0 === shop }
    }

    /// Opens `url` in `shop`, logging a link the shop cannot open.
    func open(_ url: URL, in shop: ShopCoordinator) {
        do {
            try shop.open(url)
        } catch {
            logger.warning("a link cannot be opened", metadata: ["link": "\(url)", "error": "\(error)"])
        }
    }
}
