import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
public import Logging
import NIOCore
import ServiceLifecycle

/// The shop in a browser: a web server on 127.0.0.1 only, guarded by a per-run secret, that serves
/// the page shell, its script, style sheet and the shop's pictures, and gives every browser tab
/// (one WebSocket at `/socket?path=PATH`) a scene of `shop` drawn by BrowserUI.
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
    private let services: ServiceGroup
    private let task: Task<Void, any Error>
    private let shop: WebShop

    private init(port: Int, secret: SessionSecret, services: ServiceGroup, task: Task<Void, any Error>, shop: WebShop) {
        self.port = port
        address = "http://127.0.0.1:\(port)/?\(AccessGuard.keyName)=\(secret.text)"
        self.services = services
        self.task = task
        self.shop = shop
    }

    /// Serves `shop` on 127.0.0.1 at `port` (0: any free port) and returns once the port is bound.
    public static func start(
        shop: WebShop, port requested: Int, logger: Logger = Logger(label: "ivko.web")
    ) async throws
        -> ShopWebServer
    {
        guard (0...65_535).contains(requested) else { throw ShopWebServerError.invalidPort(requested) }
        let secret = SessionSecret()
        let port = BoundPort(requested: requested)
        let pictures = shop.pictures
        let router = WebRouter.make(secret: secret, port: port, pictures: pictures)
        let (bound, boundContinuation) = AsyncStream<Int>.makeStream()
        let application = Application(
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
                return .upgrade([:]) { inbound, outbound, context in
                    await TabConnection.run(shop: shop, path: path, inbound: inbound, outbound: outbound, logger: context.logger)
                }
            },
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: requested), serverName: nil),
            onServerRunning: { channel in
                boundContinuation.yield(channel.localAddress?.port ?? requested)
                boundContinuation.finish()
            },
            logger: logger
        )
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let task = Task {
            defer { boundContinuation.finish() }
            try await services.run()
        }
        var iterator = bound.makeAsyncIterator()
        guard let boundPort = await iterator.next() else {
            try await task.value
            throw ShopWebServerError.stoppedBeforeListening
        }
        port.value = boundPort
        return ShopWebServer(port: boundPort, secret: secret, services: services, task: task, shop: shop)
    }

    /// Stops serving: every tab is closed (its scene discarded), connections end, and whatever still
    /// runs after 2 seconds is cancelled.
    public func stop() async {
        await services.triggerGracefulShutdown()
        let task = self.task
        let deadline = Task {
            try await Task.sleep(for: .seconds(2))
            task.cancel()
        }
        _ = try? await task.value
        deadline.cancel()
        await shop.closeAll()
    }

    deinit {
        task.cancel()
    }
}
