import BrowserUI
import Coordinators
import Foundation
import IvkoApp
import IvkoScreens
import Logging
import Screens

/// One browser tab: a scene of the shop's application, its window drawn by its own
/// `BrowserInterface`. It sends the whole page when it connects, turns the script's messages into
/// the user's actions, and answers every event at once, and every change the app makes on its own
/// when the window says it changed (it observes the window's display: the changes of one
/// main-actor turn come as one), with the patches of one `update()`, the page's new address when
/// it moved, and the inspector panel while it is open (on the inspector's news). Nothing polls.
/// Its socket may drop and another attach to it (`attach(width:send:)`): the scene, its page and what was
/// typed stay on the server meanwhile, and the new socket gets the whole page.
@MainActor
final class BrowserTab: DisplayObserver, InspectorObserver {
    /// The tab's scene; closing the tab discards its session.
    let scene: Scene
    /// The renderer of the scene's window.
    let interface: BrowserInterface
    /// The token a reconnecting socket names the tab by (256 random bits).
    let token = SessionSecret()
    /// Counts the sockets attached so far: the current one's number.
    private(set) var connection = 1
    /// Whether no socket is attached (the last one dropped).
    private(set) var isDetached = false
    private var send: @Sendable (String) -> Void
    private let inspector: Inspector
    /// The application delegate that connected the scene, which knows its shop.
    private weak var delegate: ShopApplicationDelegate?
    private let logger: Logger
    private var requestedPath: String
    private var lastLocation: TabLocation?
    private var showsInspector = false
    private var lastInspector: String?
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// A tab on `window` of `scene` (connected by `delegate`), opened at `path`, that writes its
    /// messages with `send`.
    init(
        scene: Scene, window: Window, delegate: ShopApplicationDelegate, path: String, pictures: PictureFiles,
        inspector: Inspector, logger: Logger, send: @escaping @Sendable (String) -> Void
    ) {
        self.scene = scene
        self.delegate = delegate
        self.requestedPath = path
        self.inspector = inspector
        self.logger = logger
        self.send = send
        interface = BrowserInterface(window: window, visibleRows: 20) { path in pictures.url(forFile: path) }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        window.addDisplayObserver(self)
    }

    /// The window changed on its own (or after an event's work went on): its patches go out.
    func displayDidChange(_ change: DisplayChange) {
        flush()
    }

    /// The inspector has news: the open panel is sent again.
    func inspectorDidChange(_ inspector: Inspector) {
        if showsInspector { flush() }
    }

    /// The shop coordinator of the tab's scene, while connected.
    var shop: ShopCoordinator? {
        delegate?.root(of: scene)
    }

    /// Sends the whole page and where it is.
    func sendPage() {
        let html = interface.renderPage()
        let location = currentLocation()
        lastLocation = location
        lastInspector = nil
        write(
            ServerMessage(
                type: .page, html: html, path: location.path, depth: location.depth, backPath: location.backPath, tab: token.text))
    }

    /// Lays the window out for a page `width` CSS pixels wide (`nil`: as it is), before a page is
    /// drawn: the page's first picture is the one the user will see, with no layout jump after
    /// the script reports its width (a click on the first one would land on a layout that is gone).
    func takeWidth(_ width: Int?) {
        guard let width else { return }
        apply(.resize(width: width))
    }

    /// A new socket writes the tab's messages from now on (it gets the whole page, drawn for
    /// `width`); returns its number, which `detach(connection:)` names.
    func attach(width: Int?, send: @escaping @Sendable (String) -> Void) -> Int {
        self.send = send
        connection += 1
        isDetached = false
        takeWidth(width)
        sendPage()
        return connection
    }

    /// Socket `connection` dropped: if it is still the tab's, what the tab sends goes nowhere until
    /// another attaches; returns whether the tab is now detached.
    func detach(connection: Int) -> Bool {
        guard connection == self.connection else { return false }
        send = { _ in }
        isDetached = true
        return true
    }

    /// Reads one message of the script and acts on it; its patches follow at once. Returns false
    /// when the page is leaving (its scene may go).
    @discardableResult
    func receive(_ text: String) -> Bool {
        guard let message = try? decoder.decode(ClientMessage.self, from: Data(text.utf8)) else {
            logger.debug("a browser message could not be read")
            return true
        }
        switch message.type {
        case .event:
            if let event = message.event { apply(event) }
        case .open:
            if let path = message.path { open(path) }
        case .inspector:
            showsInspector = message.open ?? !showsInspector
            lastInspector = nil
            // The panel follows the inspector's news and every window (it names every scene's screens).
            if showsInspector {
                inspector.addObserver(self)
                scene.application?.addDisplayObserver(self)
            } else {
                inspector.removeObserver(self)
                scene.application?.removeDisplayObserver(self)
            }
        case .leave:
            return false
        }
        // What the message changed goes out now; what the work it started changes on later turns
        // (a message answered after a hop) goes out when the window says so.
        flush()
        return true
    }

    /// Sends what changed since the last message: patches, the address, the inspector panel.
    func flush() {
        let patches = interface.update()
        if !patches.isEmpty { write(ServerMessage(type: .patches, patches: patches)) }
        let location = currentLocation()
        if location != lastLocation {
            lastLocation = location
            write(ServerMessage(type: .location, path: location.path, depth: location.depth, backPath: location.backPath))
        }
        if showsInspector {
            let html = InspectorPanel.html(for: inspector.snapshot())
            if html != lastInspector {
                lastInspector = html
                write(ServerMessage(type: .inspector, html: html))
            }
        }
    }

    /// Where the tab is now: the signed-in shop's navigation, else the path it was opened at. Its
    /// depth counts the pages under the shown one on the selected stack, and for every presented
    /// sheet or alert one Back, plus the screens under the top one of the sheet's own stack.
    func currentLocation() -> TabLocation {
        let presented = interface.window.presentationStack.dropFirst()
        let presentedDepth = presented.reduce(0) { depth, controller in
            depth + 1 + max(0, (controller.onScreenBackNavigation?.viewControllers.count ?? 1) - 1)
        }
        guard let navigation = shop?.main?.navigation, let page = WebPaths.shownPage(of: navigation) else {
            return TabLocation(path: requestedPath, depth: presentedDepth, backPath: presentedDepth > 0 ? requestedPath : nil)
        }
        let path = WebPaths.path(for: page)
        let behind = WebPaths.pageBehind(in: navigation)
        let stackDepth = max(0, WebPaths.selectedPages(of: navigation).count - 1)
        let backPath = presentedDepth > 0 ? path : behind.map(WebPaths.path(for:))
        return TabLocation(path: path, depth: stackDepth + presentedDepth, backPath: backPath)
    }

    private func apply(_ event: BrowserEvent) {
        do {
            try interface.handle(event)
        } catch {
            // The script acted on a page that had changed under it: it gets the page as it is.
            logger.debug("a browser event did not apply", metadata: ["kind": "\(event.kind.rawValue)", "error": "\(error)"])
            switch error {
            case .unknownElement, .coveredElement: sendPage()
            case .replacedElement:
                sendPage()
                write(
                    ServerMessage(
                        type: .notice, text: "That changed just before your click arrived, so nothing was done. Please try again."))
            case .unsupported, .missingValue: break
            }
        }
    }

    private func open(_ path: String) {
        guard let link = WebPaths.link(forPath: path) else {
            logger.debug("the browser asked for a path that is no page")
            return
        }
        requestedPath = path
        guard let shop else { return }
        do {
            try shop.open(link)
        } catch {
            logger.info("a page could not be opened", metadata: ["error": "\(error)"])
        }
    }

    private func write(_ message: ServerMessage) {
        guard let data = try? encoder.encode(message) else { return }
        send(String(decoding: data, as: UTF8.self))
    }
}
