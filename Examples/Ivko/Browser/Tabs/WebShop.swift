public import Coordinators
public import Foundation
public import IvkoApp
public import Logging
public import Screens

/// The shop as the browser server shows it: the application whose scenes the tabs are, its
/// delegate (which builds each scene's shop), the inspector the panel shows, and the picture cache
/// folder. Every tab that connects gets a new scene, opened at its address; a tab that closes
/// discards its scene's session, so its coordinators are released. Each tab hears its own window's
/// changes (nothing is checked on a timer).
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

    /// The shop of `application` (whose delegate is `delegate`), its pictures in `pictureFolder`.
    public init(
        application: Application, delegate: ShopApplicationDelegate, inspector: Inspector, pictureFolder: URL,
        logger: Logger = Logger(label: "ivko.web")
    ) {
        self.application = application
        self.delegate = delegate
        self.inspector = inspector
        self.logger = logger
        pictures = PictureFiles(folder: pictureFolder)
    }

    /// How many tabs are connected.
    public var tabCount: Int { tabs.count }

    /// Connects a new scene for a tab at `path` (its page opened as a deep link, Home for `/`) and
    /// sends it the page; `nil` when the application gives no scene.
    func openTab(path: String, send: @escaping @Sendable (String) -> Void) -> BrowserTab? {
        let link = path == "/" ? nil : WebPaths.link(forPath: path)
        let options = SceneConnectionOptions(urls: link.map { [$0] } ?? [])
        guard case .success(let scene) = application.requestSceneSessionActivation(options: options),
            let window = scene.windows.first
        else {
            logger.warning("a browser tab got no scene")
            return nil
        }
        let tab = BrowserTab(
            scene: scene, window: window, path: link == nil ? "/" : path, pictures: pictures, inspector: inspector, logger: logger,
            send: send)
        tabs.append(tab)
        tab.sendPage()
        logger.info("a browser tab connected", metadata: ["tabs": "\(tabs.count)"])
        return tab
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
