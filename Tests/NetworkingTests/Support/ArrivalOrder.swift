import Foundation

/// The order in which tasks got through, recorded from any thread.
final class ArrivalOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []

    var values: [Int] { lock.withLock { recorded } }

    func append(_ value: Int) {
        lock.withLock { recorded.append(value) }
    }
}
