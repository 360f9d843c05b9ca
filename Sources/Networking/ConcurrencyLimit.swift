/// How many requests a `NetworkSession` lets into the transport at once.
public enum ConcurrencyLimit: Sendable, Hashable {
    /// Always this many (at least one): predictable, for tests and for servers that state a limit.
    case fixed(Int)
    /// A limit that follows the connection: it grows while latency stays near the best seen and
    /// shrinks when requests start to queue or the server says it is overloaded (`AdaptiveLimit`).
    case adaptive(AdaptiveLimit.Configuration)

    /// The adaptive limit with its default settings: the session's default.
    public static var adaptive: ConcurrencyLimit { .adaptive(AdaptiveLimit.Configuration()) }
}

/// The session's concurrency at one moment, for logs, an inspector or a test that must know how
/// many requests are queued.
public struct ConcurrencySnapshot: Sendable, Hashable {
    /// The current in-flight limit.
    public var limit: Int
    /// Requests in the transport now.
    public var inFlight: Int
    /// Requests waiting for a slot, by priority.
    public var waiting: [RequestPriority: Int]

    /// All requests waiting for a slot.
    public var waitingTotal: Int { waiting.values.reduce(0, +) }
}
