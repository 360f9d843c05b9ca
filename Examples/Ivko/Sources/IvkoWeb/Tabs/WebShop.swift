public import Coordinators
public import Foundation
public import IvkoApp
public import Logging
public import Screens

/// The shop as the browser server shows it: the application whose scenes the tabs are, its
/// delegate (which builds each scene's shop), the inspector the panel shows, and the picture cache
/// folder. Every tab that connects gets a new scene, opened at its address; a tab that leaves
/// discards its scene's session, so its coordinators are released. A tab whose socket dropped keeps
/// its scene for `reattachWindow`: a socket that reconnects with the tab's token gets it back (the
/// same page, what was typed, an order in flight going on), else the scene goes. Each tab hears
/// its own window's changes (nothing is checked on a timer).
@MainActor
public final class WebShop {
    /// The application whose scenes the tabs are.
    public let application: Application
    /// The shop's application delegate.
    public let delegate: ShopApplicationDelegate
    /// The inspector the panel shows.
    public let inspector: Inspector
    let pictures: PictureFiles
    private let logger: Logger
    private var tabs: [BrowserTab] = []
    /// The link the first tab opens (the run's `--open`), until a tab has opened it.
    private var firstTabLink: URL?

    /// The shop of `application` (whose delegate is `delegate`), its pictures in `pictureFolder`;
    /// the first tab to connect opens `firstTabLink` too.
    public init(
        application: Application, delegate: ShopApplicationDelegate, inspector: Inspector, pictureFolder: URL,
        firstTabLink: URL? = nil, logger: Logger = Logger(label: "ivko.web")
    ) {
        self.application = application
        self.delegate = delegate
        self.inspector = inspector
        self.firstTabLink = firstTabLink
        self.logger = logger
        pictures = PictureFiles(folder: pictureFolder)
    }

    /// How long a tab whose socket dropped waits for the page to reconnect before its scene goes (a
    /// network blip, a laptop's short sleep, the page's reconnecting after a server's idle timeout).
    static let reattachWindow = Duration.seconds(15)

    /// How many tabs are connected (or waiting to be reattached).
    public var tabCount: Int { tabs.count }

    /// The tab named by `token` when there is one (it gets the whole page and writes with `send`
    /// from now on), else a new scene for a tab at `path` (its page opened as a deep link, Home for
    /// `/`), sent the page drawn for `width` (the page's CSS pixels, when the script gave them);
    /// with the number of the socket on it, or `nil` when the application gives no scene.
    func openTab(
        path: String, width: Int?, resuming token: String?, send: @escaping @Sendable (String) -> Void
    ) -> (tab: BrowserTab, connection: Int)? {
        if let token, let tab = tabs.first(where: { $0.token.matches(token) }) {
            let connection = tab.attach(width: width, send: send)
            logger.info("a browser tab reconnected", metadata: ["tabs": "\(tabs.count)"])
            return (tab, connection)
        }
        let link = path == "/" ? nil : WebPaths.link(forPath: path)
        let options = SceneConnectionOptions(urls: [firstTabLink, link].compactMap { $0 })
        firstTabLink = nil
        guard case .success(let scene) = application.requestSceneSessionActivation(options: options),
            let window = scene.windows.first
        else {
            logger.warning("a browser tab got no scene")
            return nil
        }
        let tab = BrowserTab(
            scene: scene, window: window, delegate: delegate, path: link == nil ? "/" : path, pictures: pictures, inspector: inspector,
            logger: logger,
            send: send)
        tabs.append(tab)
        tab.takeWidth(width)
        tab.sendPage()
        logger.info("a browser tab connected", metadata: ["tabs": "\(tabs.count)"])
        return (tab, tab.connection)
    }

    /// Socket `connection` of `tab` dropped: unless another socket has the tab already, its scene
    /// waits `reattachWindow` for one, then goes.
    func detachTab(_ tab: BrowserTab, connection: Int) {
        guard tab.detach(connection: connection) else { return }
        logger.info("a browser tab's socket dropped", metadata: ["tabs": "\(tabs.count)"])
        Task { [weak self, weak tab] in
            try? await Task.sleep(for: Self.reattachWindow)
            guard let self, let tab, tab.isDetached, tab.connection == connection else { return }
            self.closeTab(tab)
        }
    }

    /// Closes `tab`: its scene's session is discarded, its coordinators released.
    func closeTab(_ tab: BrowserTab) {
        guard tabs.contains(where: { $0 === tab }) else { return }
        tabs.removeAll { $0 === tab }
        application.discardSessions([tab.scene.session])
        logger.info("a browser tab closed", metadata: ["tabs": "\(tabs.count)"])
    }

    /// Closes every tab (on shutdown).
    public func closeAll() {
        for tab in tabs { closeTab(tab) }
    }
}
