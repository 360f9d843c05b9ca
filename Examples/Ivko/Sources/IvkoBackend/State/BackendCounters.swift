import AsyncTools

/// What the backend has seen since it started (or since the counters were reset), for tests.
public struct BackendCounters: Sendable, Equatable {
    /// Requests per path relative to the base path, without query (`"products.json"`, `"cart/lines/3"`).
    public var requestsByPath: [String: Int] = [:]
    /// All requests, including unknown paths.
    public var totalRequests = 0
    /// Requests being handled right now.
    public var inFlight = 0
    /// The most requests ever handled at the same time.
    public var maxInFlight = 0
    /// `POST login` calls, whatever their outcome.
    public var loginAttempts = 0
    /// Successful sign-ins (sessions opened).
    public var logins = 0
    /// `POST orders` calls that reached the order book (new or repeated `clientRef`).
    public var orderRequests = 0
    /// Orders actually made (a repeated `clientRef` makes none).
    public var ordersCreated = 0
    /// Faults injected, by `BackendFault.name`.
    public var faultsInjected: [String: Int] = [:]
    /// Sessions ended by the server: idle past their `ttl`, past their lifetime, or expired by a
    /// fault or `forceExpireSessions()` (a sign-out is not an expiry).
    public var sessionsExpired = 0

    /// Creates empty counters.
    public init() {}

    /// Requests to one path relative to the base path (`"login"`, `"customer/balance"`).
    public func requests(to path: String) -> Int {
        requestsByPath[path] ?? 0
    }

    /// How many times a kind of fault was injected.
    public func faults(_ fault: BackendFault) -> Int {
        faultsInjected[fault.name] ?? 0
    }
}

/// The live, thread-safe counters behind `IvkoBackendServer.counters`.
final class CounterBoard: Sendable {
    private let counters = Locked(BackendCounters())

    /// A copy of the counters now.
    var snapshot: BackendCounters { counters.withLock { $0 } }

    /// Starts counting a request to `path`.
    func begin(path: String) {
        counters.withLock {
            $0.requestsByPath[path, default: 0] += 1
            $0.totalRequests += 1
            $0.inFlight += 1
            $0.maxInFlight = max($0.maxInFlight, $0.inFlight)
        }
    }

    /// Stops counting a request as in flight.
    func end() {
        counters.withLock { $0.inFlight -= 1 }
    }

    /// Applies any other change (logins, orders, faults).
    func record(_ change: (inout BackendCounters) -> Void) {
        counters.withLock(change)
    }

    /// Clears every counter except the requests now in flight.
    func reset() {
        counters.withLock {
            let inFlight = $0.inFlight
            $0 = BackendCounters()
            $0.inFlight = inFlight
            $0.maxInFlight = inFlight
        }
    }
}
