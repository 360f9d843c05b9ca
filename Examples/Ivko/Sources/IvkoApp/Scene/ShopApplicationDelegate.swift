public import Coordinators
import Foundation
public import Logging
public import Screens
import IvkoScreens

/// The shop's application delegate: what a UIKit app's `AppDelegate` is, made from the library's
/// ready-made `CoordinatingApplicationDelegate`. It holds the application coordinator for the app's
/// whole life (started when the application launches), gives every connecting scene a
/// `ShopCoordinator` in a new window, opens the scene's `ivko://` links in it (`ShopLinks`), and, as
/// the chain's last responder, answers what no scene does: the fatal-error screen's reset when the
/// app-wide managers could not be built (`GlobalResetLocalData`), which builds them again for every
/// scene.
///
/// The program that hosts it (the terminal's, the browser's, a test's) gives what a launch brings:
/// the shop's data on this device, once its composition root has made it
/// (`applicationCoordinator.build(on:)`), and where the navigation is kept between runs (a
/// `ShopNavigationKeeping`, set on the application coordinator as a dependency, so every scene's
/// signed-in tree restores and keeps it itself). A link to open at launch is the first scene's
/// (`Application.launchFirstScene(opening:)`).
@MainActor
public final class ShopApplicationDelegate: CoordinatingApplicationDelegate<ShopCoordinator> {
    /// The application coordinator, the root of every scene's tree: `coordinator`, as the shop's type.
    public let applicationCoordinator: ShopApplicationCoordinator

    /// The application delegate of a shop whose scenes' navigation is kept by `navigationKeeper`
    /// (none: every run starts on Home); links that cannot be opened are logged to `logger`.
    public init(navigationKeeper: (any ShopNavigationKeeping)? = nil, logger: Logger = Logger(label: "ivko.app")) {
        let applicationCoordinator = ShopApplicationCoordinator(logger: logger)
        self.applicationCoordinator = applicationCoordinator
        var sceneNumber = 0
        super.init(
            coordinator: applicationCoordinator,
            makeRoot: { _ in
                sceneNumber += 1
                return ShopCoordinator(logger: logger, identifier: "shop \(sceneNumber)")
            },
            openLink: { shop, url in try shop.open(url) })
        self.logger = logger
        // Keyed by the protocol, as the tree reads it: passed as it is, the existential would be
        // opened and the value keyed by its concrete type (`NavigationFile`), which nobody asks for.
        if let navigationKeeper { applicationCoordinator.setDependency(navigationKeeper as any ShopNavigationKeeping) }
        handle(GlobalResetLocalData.self) { delegate, _ in await delegate.applicationCoordinator.rebuild() }
    }

    /// The coordinator of the scene `scene` shows, or the first scene's for `nil` (or a scene that
    /// is not connected).
    public func shop(in scene: Scene?) -> ShopCoordinator? {
        scene.flatMap(root(of:)) ?? roots.first
    }

    /// Stops the application coordinator (every scene's tree with it) and waits until each scene has
    /// handed its customer's data back, so a program never exits with a database still open.
    public func shutDown() async {
        let handingBack = roots
        if coordinator.isStarted { coordinator.stop() }
        for task in handingBack.compactMap(\.handingBack) { await task.value }
    }
}
