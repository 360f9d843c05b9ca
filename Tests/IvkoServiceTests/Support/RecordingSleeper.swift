import Foundation
import Networking

/// A sleeper that records the delays asked of it and returns at once: retries without real waits.
final class RecordingSleeper: Sleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// The delays asked for so far, in order.
    var delays: [Duration] {
        lock.withLock { recorded }
    }

    func sleep(for duration: Duration) async throws {
        lock.withLock { recorded.append(duration) }
        try Task.checkCancellation()
    }
}

/// A thread-safe list of values, e.g. the session events an API reported.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Value] = []

    /// What was recorded, in order.
    var values: [Value] {
        lock.withLock { recorded }
    }

    /// Records `value`.
    func record(_ value: Value) {
        lock.withLock { recorded.append(value) }
    }
}
