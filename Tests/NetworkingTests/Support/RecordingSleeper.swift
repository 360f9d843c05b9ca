import Networking
import Foundation

/// A sleeper that records the delays asked of it and returns at once (or throws if cancelled).
final class RecordingSleeper: Sleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    var delays: [Duration] {
        lock.withLock { recorded }
    }

    func sleep(for duration: Duration) async throws {
        lock.withLock { recorded.append(duration) }
        try Task.checkCancellation()
    }
}
