/// Random fault rates and a fixed latency, applied to every request under the base path.
///
/// Each request draws one number from a generator seeded with `seed`; the rates are stacked in
/// the order 500, 502, 503, truncate, drop, session expiry (their sum is capped at 1). With
/// requests sent one after another the sequence of faults is therefore the same on every run.
public struct FaultConfiguration: Sendable, Equatable {
    /// Delay added to every request before it is handled.
    public var latency: Duration
    /// Share of requests answered with HTTP 500 and the SQL exception text.
    public var serverErrorRate: Double
    /// Share of requests answered with HTTP 502 and the nginx page.
    public var badGatewayRate: Double
    /// Share of requests answered with HTTP 503 and `Retry-After`.
    public var serviceUnavailableRate: Double
    /// Share of responses cut off before their end.
    public var truncateRate: Double
    /// Share of connections closed without an answer.
    public var dropRate: Double
    /// Share of requests before which every session is expired.
    public var sessionExpiryRate: Double
    /// Seconds sent in `Retry-After` with random 503s.
    public var retryAfterSeconds: Int
    /// Seed of the random draws.
    public var seed: UInt64

    /// Creates a configuration; by default no faults at all.
    public init(
        latency: Duration = .zero, serverErrorRate: Double = 0, badGatewayRate: Double = 0,
        serviceUnavailableRate: Double = 0, truncateRate: Double = 0, dropRate: Double = 0,
        sessionExpiryRate: Double = 0, retryAfterSeconds: Int = 2, seed: UInt64 = 1
    ) {
        self.latency = latency
        self.serverErrorRate = serverErrorRate
        self.badGatewayRate = badGatewayRate
        self.serviceUnavailableRate = serviceUnavailableRate
        self.truncateRate = truncateRate
        self.dropRate = dropRate
        self.sessionExpiryRate = sessionExpiryRate
        self.retryAfterSeconds = retryAfterSeconds
        self.seed = seed
    }

    /// No latency and no faults.
    public static let none = FaultConfiguration()

    /// The fault a draw `roll` in `0 ..< 1` selects, if any.
    func fault(forRoll roll: Double) -> BackendFault? {
        let stack: [(Double, BackendFault)] = [
            (serverErrorRate, .serverError), (badGatewayRate, .badGateway),
            (serviceUnavailableRate, .serviceUnavailable(retryAfter: retryAfterSeconds)),
            (truncateRate, .truncate), (dropRate, .drop), (sessionExpiryRate, .expireSessions),
        ]
        var threshold = 0.0
        for (rate, fault) in stack where rate > 0 {
            threshold += rate
            if roll < threshold { return fault }
        }
        return nil
    }

    /// Whether any random fault can happen.
    var hasRandomFaults: Bool {
        serverErrorRate + badGatewayRate + serviceUnavailableRate + truncateRate + dropRate + sessionExpiryRate > 0
    }
}
