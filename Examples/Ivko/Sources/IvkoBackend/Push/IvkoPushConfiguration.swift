/// How the backend's push service (`GET /ivko/push/events`, Server-Sent Events) behaves: when orders
/// move on, how long a stream lives, how often it says it is alive, what it keeps for a reconnect,
/// and how often it sends an event twice.
public struct IvkoPushConfiguration: Sendable, Equatable {
    /// Seconds after which a new order is SHIPPED (it is PAID halfway there), by the backend's clock;
    /// nil: orders stay NEW (`ivko-backend --ship-after`).
    public var shipAfter: Double?
    /// How long one stream lives before the server closes it (its proxy cuts at 60 s at most).
    public var streamLifetime: Duration
    /// How long a stream stays silent before a `: keep-alive` comment.
    public var keepAlive: Duration
    /// The `retry:` the server asks of its clients, in milliseconds.
    public var retryMilliseconds: Int
    /// How long (by the backend's clock) the events are kept for a reconnect's `Last-Event-ID`.
    public var retention: Double
    /// The share (0...1) of events sent twice in a row, and of reconnects that begin with the event
    /// named in `Last-Event-ID` again (`--fault-push-repeat`).
    public var repeatRate: Double
    /// Seed of the repeat draws.
    public var seed: UInt64

    /// A configuration; the defaults are the contract's: 60 s streams, a keep-alive every 15 s,
    /// `retry: 3000`, 10 minutes kept, no repeats, orders that never move.
    public init(
        shipAfter: Double? = nil, streamLifetime: Duration = .seconds(60), keepAlive: Duration = .seconds(15),
        retryMilliseconds: Int = 3_000, retention: Double = 600, repeatRate: Double = 0, seed: UInt64 = 1
    ) {
        self.shipAfter = shipAfter
        self.streamLifetime = streamLifetime
        self.keepAlive = keepAlive
        self.retryMilliseconds = retryMilliseconds
        self.retention = retention
        self.repeatRate = repeatRate
        self.seed = seed
    }
}
