import Foundation
import Networking

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
