import AsyncTools

/// The order in which tasks got through, recorded from any thread.
final class ArrivalOrder: Sendable {
    private let recorded = Locked<[Int]>([])

    var values: [Int] { recorded.withLock { $0 } }

    func append(_ value: Int) {
        recorded.withLock { $0.append(value) }
    }
}
