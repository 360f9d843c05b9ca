public import Foundation
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

    private init(state: BackendState, serving: ServingTask) throws {
        guard let url = URL(string: "http://127.0.0.1:\(serving.port)\(BackendPath.base)") else {
            throw ServingError.invalidPort(serving.port)
        }
        self.baseURL = url
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
        let serving = try await ServingTask.start(
            router: BackendRouter.make(state: state), port: configuration.port, logger: configuration.logger)
        return try IvkoBackendServer(state: state, serving: serving)
    }

    /// Stops serving: held requests are released, idle connections close at once, requests being
    /// handled may finish (whatever still runs after 2 seconds is cancelled), and the port is released.
    public func stop() async {
        state.faults.openGatesInUse()
        await serving.stop()
    }

    /// Ends every session at once, as a server restart would; their carts are lost.
    public func forceExpireSessions() async {
        await state.sessions.expireAll()
        state.logger.debug("all sessions expired")
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
