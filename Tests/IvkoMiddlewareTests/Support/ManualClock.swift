import Foundation
import IvkoMiddleware

/// A clock the test moves by hand; `sleep` parks until cancelled (background loops never spin).
final class ManualClock: ManagerClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_790_000_000)) {
        current = start
    }

    var now: Date { lock.withLock { current } }

    func advance(by duration: Duration) {
        let seconds = Double(duration.components.seconds)
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: .seconds(3_600))
    }
}
