import AsyncTools
import Networking

/// The real sleeper with a window on it: records each delay asked of it before really sleeping
/// (`Task.sleep`), so a test can see that a wait has begun, and cancel it there.
final class ObservedSleeper: Sleeper, Sendable {
    private let recorded = Locked<[Duration]>([])

    /// The delays asked for so far, in order.
    var delays: [Duration] { recorded.withLock { $0 } }

    /// Records `duration`, then sleeps for it; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws {
        recorded.withLock { $0.append(duration) }
        try await Task.sleep(for: duration)
    }
}
