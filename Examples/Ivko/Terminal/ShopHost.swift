import Coordinators
import Foundation
import IvkoApp
import IvkoComposition
import IvkoScreens
import Logging
import Screens
import TerminalUI

/// The shop's application in this process: a Screens `Application` whose every window (scene) runs
/// its own `ShopCoordinator` on the one shared backstage, under one `ApplicationCoordinator`. It
/// restores the saved navigation in the first window, saves the navigation on every change, and
/// gives the terminal its hooks (`q` saves, `w` opens a window, `/` shows the search).
@MainActor
final class ShopHost {
    let application: Application
    let root = ApplicationCoordinator(identifier: "ivko")
    let inspector: Inspector
    let backstage: WindowSharedBackstage
    private let navigationFile: NavigationFile
    private let logger: Logger
    private var savedNavigation: Data?
    private var link: URL?
    private let delegate: ShopApplicationDelegate
    /// The scene coordinators, one per connected window, in connection order.
    private(set) var shops: [ShopCoordinator] = []

    init(backstage: WindowSharedBackstage, navigationFile: NavigationFile, link: URL?, logger: Logger) {
        self.backstage = backstage
        self.navigationFile = navigationFile
        self.link = link
        self.logger = logger
        savedNavigation = navigationFile.load()
        delegate = ShopApplicationDelegate()
        var window = 0
        application = Application(delegate: delegate) {
            window += 1
            return "window-\(window)"
        }
        inspector = Inspector(root: root)
        delegate.host = self
    }

    /// Launches the application and connects the first window: its loading screen shows at once.
    func start() {
        inspector.attach()
        root.start()
        application.launch()
        application.requestSceneSessionActivation()
    }

    /// Gives `interface` the keys that reach beyond the window: `w` opens one, `W` makes the one it
    /// switched to active, `q` saves the shown window's navigation, `/` shows its search. The
    /// terminal and the headless run both use it, so the keys mean the same in each.
    func attachHooks(to interface: TerminalInterface) {
        interface.hooks.openWindow = { [weak self] in self?.openWindow() }
        interface.hooks.didSwitchWindow = { scene in scene.becomeActive() }
        interface.hooks.quit = { [weak self, weak interface] in self?.saveNavigation(of: interface?.displayedScene) }
        interface.hooks.search = { [weak self, weak interface] in self?.showSearch(in: interface?.displayedScene) }
    }

    /// Opens another window on the same shop (the `w` key).
    func openWindow() {
        application.requestSceneSessionActivation()
    }

    /// The shop of the window `scene` shows.
    func shop(in scene: Scene?) -> ShopCoordinator? {
        guard let scene else { return shops.first }
        return shops.first { $0.window?.windowScene === scene } ?? shops.first
    }

    /// Saves the navigation of the shop in `scene` now (on quit), when it is signed in.
    func saveNavigation(of scene: Scene?) {
        guard let main = shop(in: scene)?.main else { return }
        save(main.navigation)
    }

    /// Shows the search in the shop of `scene` (`/` on a screen without a search bar).
    func showSearch(in scene: Scene?) {
        guard let shop = shop(in: scene), let url = ShopLinks.url(for: .search) else { return }
        do {
            try shop.open(url)
        } catch {
            logger.info("the search cannot show here", metadata: ["error": "\(error)"])
        }
    }

    /// Whether the shop has work under way that the screen shows or the network does: a stage
    /// still loading, a session still ending, a spinner or progress on screen (`interfaceAnimates`),
    /// a request in flight.
    func isBusy(interfaceAnimates: Bool) -> Bool {
        guard let live = backstage.live else { return true }
        if live.networkActivity.inFlight > 0 || interfaceAnimates { return true }
        return shops.contains { $0.stage == .loading || $0.stage == .openingDatabase || $0.isEndingSession }
    }

    /// Whether the first window shows Home with its promotions and categories.
    var homeIsFilled: Bool {
        guard let catalog = shops.first?.main?.catalog,
            let home = catalog.viewControllers.first as? HomeViewController
        else { return false }
        return !home.slides.isEmpty && home.categories?.isEmpty == false
    }

    /// Stops every window's shop (their start-up and session tasks end) and waits until each has
    /// handed its customer's database back, so the program never exits with one still open.
    func stop() async {
        inspector.detach()
        if root.isStarted { root.stop() }
        let handingBack = shops.compactMap(\.handingBack)
        shops.removeAll()
        for task in handingBack { await task.value }
    }

    fileprivate func connect(_ scene: Scene, delegate sceneDelegate: ShopSceneDelegate) {
        let shop = ShopCoordinator(backstage: backstage, logger: logger, identifier: "shop \(shops.count + 1)")
        if shops.isEmpty {
            shop.savedNavigation = savedNavigation
            savedNavigation = nil
        }
        shop.onNavigationChange = { [weak self] navigation in self?.save(navigation) }
        shop.install(in: Window(windowScene: scene))
        shops.append(shop)
        sceneDelegate.shop = shop
        root.connect(shop)
        if let link {
            self.link = nil
            do {
                try shop.open(link)
            } catch {
                logger.warning("the link given at start cannot be opened", metadata: ["link": "\(link)", "error": "\(error)"])
            }
        }
    }

    fileprivate func disconnect(_ shop: ShopCoordinator) {
        root.disconnect(shop)
        shops.removeAll { $0 === shop }
    }

    private func save(_ navigation: SceneNavigation<ShopPage>) {
        do {
            navigationFile.save(try navigation.restorationData())
        } catch {
            logger.warning("the navigation could not be encoded", metadata: ["error": "\(error)"])
        }
    }
}

/// Gives every connecting scene the shop's scene delegate.
@MainActor
private final class ShopApplicationDelegate: Responder, ApplicationDelegate {
    weak var host: ShopHost?

    func application(
        _ application: Application, configurationForConnecting session: SceneSession, options: SceneConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "Shop", sessionRole: session.role) { [weak self] in
            ShopSceneDelegate(host: self?.host)
        }
    }
}

/// One window's delegate: builds the window and its `ShopCoordinator`, and lets go of it when the
/// scene disconnects.
@MainActor
private final class ShopSceneDelegate: CoordinatingSceneDelegate {
    weak var host: ShopHost?
    var shop: ShopCoordinator?

    init(host: ShopHost?) {
        self.host = host
        super.init()
    }

    override func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        host?.connect(scene, delegate: self)
    }

    override func sceneDidDisconnect(_ scene: Scene) {
        if let shop { host?.disconnect(shop) }
        shop = nil
    }
}
