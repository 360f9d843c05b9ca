import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import IvkoServing
public import Logging

/// The shop in a browser: a web server on 127.0.0.1 only, guarded by a per-run secret, that serves
/// the page shell, its script, style sheet and the shop's pictures, and gives every browser tab
/// (one WebSocket at `/socket?path=PATH&width=PIXELS`) a scene of `shop` drawn by BrowserUI; a page whose socket
/// dropped reconnects with `&tab=TOKEN` and gets its scene back.
///
/// ```swift
/// let server = try await ShopWebServer.start(shop: webShop, port: 0)
/// print(server.address)   // http://127.0.0.1:PORT/?key=SECRET
/// await server.stop()
/// ```
public final class ShopWebServer: Sendable {
    /// The bound port on 127.0.0.1.
    public let port: Int
    /// The address to open, with the run's secret: `http://127.0.0.1:PORT/?key=SECRET`. Print it to
    /// the user only; never log it.
    public let address: String
    private let serving: ServingTask
    private let shop: WebShop

    private init(port: Int, secret: SessionSecret, serving: ServingTask, shop: WebShop) {
        self.port = port
        address = "http://127.0.0.1:\(port)/?\(AccessGuard.keyName)=\(secret.text)"
        self.serving = serving
        self.shop = shop
    }

    /// Serves `shop` on 127.0.0.1 at `port` (0: any free port) and returns once the port is bound.
    public static func start(
        shop: WebShop, port requested: Int, logger: Logger = Logger(label: "ivko.web")
    ) async throws
        -> ShopWebServer
    {
        let secret = SessionSecret()
        let port = BoundPort(requested: requested)
        let pictures = shop.pictures
        let router = WebRouter.make(secret: secret, port: port, pictures: pictures)
        let serving = try await ServingTask.start(port: requested, logger: logger) { configuration, onServerRunning in
            Application(
                router: router,
                server: .http1WebSocketUpgrade { request, _, logger in
                    let parts = (request.path ?? "").split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
                    guard parts.first == "/socket" else { return .dontUpgrade }
                    let access = AccessGuard(secret: secret, port: port.value)
                    guard
                        access.allowsUpgrade(
                            host: request.authority, origin: request.headerFields[.origin], cookies: request.headerFields[values: .cookie])
                    else {
                        logger.info("a WebSocket upgrade was refused")
                        return .dontUpgrade
                    }
                    let query = parts.count > 1 ? String(parts[1]) : nil
                    let path = AccessGuard.value(named: "path", inQuery: query) ?? "/"
                    let token = AccessGuard.value(named: "tab", inQuery: query)
                    let width = AccessGuard.value(named: "width", inQuery: query).flatMap { Int($0) }
                    return .upgrade([:]) { inbound, outbound, context in
                        await TabConnection.run(
                            shop: shop, path: path, width: width, token: token, inbound: inbound, outbound: outbound,
                            logger: context.logger)
                    }
                },
                configuration: configuration, onServerRunning: onServerRunning, logger: logger
            )
        }
        let boundPort = serving.port
        port.value = boundPort
        return ShopWebServer(port: boundPort, secret: secret, serving: serving, shop: shop)
    }

    /// Stops serving: every tab is closed (its scene discarded), connections end, and whatever still
    /// runs after 2 seconds is cancelled.
    public func stop() async {
        await serving.stop()
        await shop.closeAll()
    }

    deinit {
        serving.cancel()
    }
}
