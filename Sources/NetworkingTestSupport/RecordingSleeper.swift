import AsyncTools
import Foundation
public import Networking

/// A sleeper for tests: records the delays asked of it and returns at once, so retries, backoff and
/// `Retry-After` are checked by the delays they ask for instead of by waiting.
public final class RecordingSleeper: Sleeper, Sendable {
    private let recorded = Locked<[Duration]>([])

    /// A sleeper with no delays recorded yet.
    public init() {}

    /// The delays asked for so far, in order.
    public var delays: [Duration] {
        recorded.withLock { $0 }
    }

    /// Records `duration` and returns at once; throws `CancellationError` if the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        recorded.withLock { $0.append(duration) }
        try Task.checkCancellation()
    }
}
