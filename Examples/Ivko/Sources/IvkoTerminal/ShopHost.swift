import Coordinators
import Foundation
import IvkoApp
import IvkoComposition
import IvkoModel
import IvkoScreens
import Logging
import Screens
import TerminalUI

/// The shop's application in this process: a Screens `Application` whose delegate is the shop's
/// (`ShopApplicationDelegate`, holding the application coordinator; every window a scene with its
/// own `ShopCoordinator`, the first one opening the run's link), built on the live shop once the
/// program has made it (`open(_:)`). It gives the shop its navigation file (the first window to sign
/// in restores it, every change is kept in it: the signed-in tree does both) and the terminal its
/// hooks (`q` saves, `w` opens a window, `/` shows the search).
@MainActor
final class ShopHost {
    let application: Application
    let delegate: ShopApplicationDelegate
    let inspector: Inspector
    /// The live shop, once the program has made it.
    private(set) var live: LiveShop?
    /// The link the run was asked to open (`--open`): the first window's.
    let link: URL?
    private let navigationFile: NavigationFile
    private let logger: Logger

    init(navigationFile: NavigationFile, link: URL?, logger: Logger) {
        self.navigationFile = navigationFile
        self.link = link
        self.logger = logger
        delegate = ShopApplicationDelegate(navigationKeeper: navigationFile, logger: logger)
        var window = 0
        application = Application(delegate: delegate) {
            window += 1
            return "window-\(window)"
        }
        inspector = Inspector(root: delegate.applicationCoordinator)
    }

    /// The scenes' coordinators, one per connected window, in connection order.
    var shops: [ShopCoordinator] { delegate.roots }

    /// Launches the application and connects the first window, which opens `link`: its loading
    /// screen shows at once. Without `connectingWindow` (the browser run) no window connects until a
    /// browser tab does (the first tab opens `link`).
    func start(connectingWindow: Bool = true) {
        inspector.attach()
        if connectingWindow {
            application.launchFirstScene(opening: link.map { [$0] } ?? [])
        } else {
            application.launch()
        }
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

    /// Hands the live shop to the application, which builds the managers on it for every window.
    func open(_ live: LiveShop) {
        self.live = live
        delegate.applicationCoordinator.build(on: live.localData)
    }

    /// The live shop could not be made: every window shows why, as a shop that does not answer.
    func failedToOpen(_ error: any Error) {
        delegate.applicationCoordinator.launchFailed(.serverFailure(reason: "the shop could not be started: \(error)"))
    }

    /// Opens another window on the same shop (the `w` key).
    func openWindow() {
        application.requestSceneSessionActivation()
    }

    /// Saves the navigation of the shop in `scene` now (on quit), when it is signed in.
    func saveNavigation(of scene: Scene?) {
        guard let main = delegate.shop(in: scene)?.main else { return }
        navigationFile.keep(main.navigation)
    }

    /// Shows the search in the shop of `scene` (`/` on a screen without a search bar).
    func showSearch(in scene: Scene?) {
        guard let shop = delegate.shop(in: scene) else { return }
        let url = ShopLinks.url(for: .search)
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
        guard let live else { return true }
        if live.networkActivity.inFlight > 0 || interfaceAnimates { return true }
        return shops.contains { $0.stage == .loading || $0.stage == .openingDatabase || $0.isEndingSession }
    }

    /// Stops every window's shop and waits until each has handed its customer's database back, so
    /// the program never exits with one still open.
    func stop() async {
        inspector.detach()
        await delegate.shutDown()
    }
}
