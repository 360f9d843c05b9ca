import AsyncTools
import Foundation
import Networking

/// A thread-safe list of values, e.g. the session events an API reported.
final class Recorder<Value: Sendable>: Sendable {
    private let recorded = Locked<[Value]>([])

    /// What was recorded, in order.
    var values: [Value] {
        recorded.withLock { $0 }
    }

    /// Records `value`.
    func record(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }
}
