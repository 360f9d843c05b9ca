import AsyncTools
import Networking

/// Counts the shop's network work under way: requests on the wire and retries waiting out their
/// backoff. The terminal program's headless `wait` reads it to know when the shop is done talking
/// to the backend; it is a plain counter, read from any thread.
public final class NetworkActivity: Sendable {
    private let count = Locked(0)

    /// A counter at zero.
    public init() {}

    /// Requests on the wire plus retries waiting to go again, now.
    public var inFlight: Int {
        count.withLock { $0 }
    }

    /// One more piece of work under way.
    func begin() {
        count.withLock { $0 += 1 }
    }

    /// One piece of work done.
    func end() {
        count.withLock { $0 -= 1 }
    }
}

/// A transport that counts every attempt in a `NetworkActivity` while it is on the wire.
struct CountingTransport: Transport {
    let base: any Transport
    let activity: NetworkActivity

    func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        activity.begin()
        defer { activity.end() }
        return try await base.execute(request)
    }

    /// Counted until the head arrives: a stream may stay open for as long as the customer is signed
    /// in, and waiting for its next event is not a request in flight.
    func stream(_ request: TransportRequest) async throws(NetworkError) -> TransportStream {
        activity.begin()
        defer { activity.end() }
        return try await base.stream(request)
    }
}

/// A sleeper that counts a retry's backoff as in flight: the request is not done, only waiting.
struct CountingSleeper: Sleeper {
    let base: any Sleeper
    let activity: NetworkActivity

    func sleep(for duration: Duration) async throws {
        activity.begin()
        defer { activity.end() }
        try await base.sleep(for: duration)
    }
}
