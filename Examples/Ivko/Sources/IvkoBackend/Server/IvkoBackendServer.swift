public import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import IvkoServing
import Logging

/// The Ivko shop backend as it is, served by Hummingbird on 127.0.0.1 under `/ivko/api/`, with
/// every quirk of the API contract, a generated catalog, demo accounts, server-side carts,
/// deduplicated orders, generated assets and injectable faults.
///
/// ```swift
/// let server = try await IvkoBackendServer.start(IvkoBackendConfiguration(clock: clock))
/// // server.baseURL == http://127.0.0.1:PORT/ivko/api/
/// server.faults.script(.serverError, path: "products.json")   // the next products.json gets a 500
/// await server.forceExpireSessions()                           // every session is gone
/// let logins = server.counters.logins
/// await server.stop()
/// ```
///
/// Choices where the contract is silent:
/// - Unknown paths, and known paths with another method, answer HTTP 404 with an HTML page.
/// - Paging: a `page` that is not a positive number answers page 1, a page past the end an empty
///   list; `size` defaults to 500, is capped at 1000, and a bad `size` means 500.
/// - A `login` body that is not a form with `username` and `password` answers `AuthException`.
/// - Cart and order bodies that cannot be read answer HTTP 200 `ValidationException`; bodies over
///   1 MB answer HTTP 413.
/// - Deleting an unknown cart line answers the cart unchanged; a new order empties the cart.
/// - Session ids are random (not seeded), so a restarted server never accepts an old session.
public final class IvkoBackendServer: Sendable {
    /// The base URL every endpoint is relative to, e.g. `http://127.0.0.1:54321/ivko/api/`.
    public let baseURL: URL
    /// The push service's base URL, beside the API: `http://127.0.0.1:PORT/ivko/push/`.
    public let pushBaseURL: URL
    /// The pin of the certificate it serves HTTPS with (`sha256/…`); nil for plain HTTP.
    public let pin: String?
    /// The bound TCP port on 127.0.0.1.
    public let port: Int
    /// The catalog being served.
    public var catalog: IvkoCatalog { state.catalog }
    /// Scripted and random faults; change them at any time.
    public var faults: FaultInjector { state.faults }
    /// What the server has seen so far.
    public var counters: BackendCounters { state.counters.snapshot }

    private let state: BackendState
    private let serving: ServingTask

    private init(state: BackendState, serving: ServingTask, pin: String?) throws {
        let origin = "\(pin == nil ? "http" : "https")://127.0.0.1:\(serving.port)"
        guard let url = URL(string: origin + BackendPath.base), let push = URL(string: origin + PushRoutes.base) else {
            throw ServingError.invalidPort(serving.port)
        }
        self.baseURL = url
        self.pushBaseURL = push
        self.pin = pin
        self.port = serving.port
        self.state = state
        self.serving = serving
    }

    /// Starts serving and returns once the port is bound.
    public static func start(
        _ configuration: IvkoBackendConfiguration = IvkoBackendConfiguration()
    ) async throws
        -> IvkoBackendServer
    {
        let state = BackendState(configuration: configuration)
        let router = BackendRouter.make(state: state)
        let server: HTTPServerBuilder =
            if let certificate = configuration.certificate {
                try .tls(.http1(), tlsConfiguration: try certificate.serverConfiguration())
            } else {
                .http1()
            }
        let serving = try await ServingTask.start(port: configuration.port, logger: configuration.logger) { settings, onServerRunning in
            Application(
                router: router, server: server, configuration: settings, onServerRunning: onServerRunning, logger: configuration.logger)
        }
        return try IvkoBackendServer(state: state, serving: serving, pin: configuration.certificate?.pin)
    }

    /// Stops serving: held requests are released, idle connections close at once, requests being
    /// handled may finish (whatever still runs after 2 seconds is cancelled), and the port is released.
    public func stop() async {
        state.faults.openGatesInUse()
        await serving.stop()
    }

    /// Ends every session at once, as a server restart would; their carts are lost. Open event streams
    /// send their `event: error` at once.
    public func forceExpireSessions() async {
        await state.sessions.expireAll()
        state.push.wakeAll()
        state.logger.debug("all sessions expired")
    }

    /// Moves on every order whose time has come by the backend's clock (`IvkoPushConfiguration.shipAfter`:
    /// PAID halfway, SHIPPED at the end), in `GET orders` and on the customer's event stream. The
    /// streams do it themselves as time passes; a test that moves a `ManualBackendClock` calls this.
    public func advanceOrders() async {
        await state.advanceOrders()
    }

    /// Announces `promotion` on the event streams of `usernames` (every customer when nil); answers how
    /// many customers got it. The same as `POST /ivko/push/admin/promotions`.
    @discardableResult
    public func pushPromotion(_ promotion: PushPromotion, to usernames: [String]? = nil) -> Int {
        state.announce(promotion, to: usernames)
    }

    /// Sessions currently held (expired ones are dropped when next used).
    public func sessionCount() async -> Int {
        await state.sessions.count
    }

    /// A customer's orders, newest first (history plus orders made on this server).
    public func orders(of username: String) async -> [OrderSummaryRecord] {
        await state.orders.history(username: username)
    }

    /// Every order made on this server, oldest first, with the lines and `clientRef` it was sent with.
    public func placedOrders() async -> [PlacedOrder] {
        await state.orders.placedOrders
    }

    /// The orders made for one customer on this server, oldest first (the demo history is not among them).
    public func placedOrders(of username: String) async -> [PlacedOrder] {
        await state.orders.placedOrders.filter { $0.username == username }
    }

    /// The cart of every session still live, oldest session first (expired sessions are removed first).
    public func liveCarts() async -> [LiveCart] {
        await state.sessions.liveCarts().map { entry in
            LiveCart(
                username: entry.username,
                lines: entry.cart.lines.map { BackendOrderLine(style: $0.style, color: $0.color, size: $0.size, quantity: $0.quantity) }
            )
        }
    }

    /// Sets every counter back to zero (except requests in flight).
    public func resetCounters() {
        state.counters.reset()
    }
}
