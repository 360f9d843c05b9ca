import Foundation
import Networking

/// The real sleeper with a window on it: records each delay asked of it before really sleeping
/// (`Task.sleep`), so a test can see that a wait has begun, and cancel it there.
final class ObservedSleeper: Sleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// The delays asked for so far, in order.
    var delays: [Duration] { lock.withLock { recorded } }

    /// Records `duration`, then sleeps for it; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws {
        lock.withLock { recorded.append(duration) }
        try await Task.sleep(for: duration)
    }
}
