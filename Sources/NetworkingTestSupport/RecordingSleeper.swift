import Foundation
public import Networking

/// A sleeper for tests: records the delays asked of it and returns at once, so retries, backoff and
/// `Retry-After` are checked by the delays they ask for instead of by waiting.
public final class RecordingSleeper: Sleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// A sleeper with no delays recorded yet.
    public init() {}

    /// The delays asked for so far, in order.
    public var delays: [Duration] {
        lock.withLock { recorded }
    }

    /// Records `duration` and returns at once; throws `CancellationError` if the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        lock.withLock { recorded.append(duration) }
        try Task.checkCancellation()
    }
}
