import AsyncTestSupport
import Foundation
import IvkoMiddleware

/// A clock the test moves by hand. `sleep(for:)` returns when `advance(by:)` reaches its deadline
/// (or throws when its task is cancelled), so a background loop runs exactly when the test says;
/// `startedSleeps` lets the test wait until a loop has gone to sleep before it moves the clock.
final class ManualClock: ManagerClock, @unchecked Sendable {
    private struct Sleeper {
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Date
    private var sleepers: [UUID: Sleeper] = [:]

    /// How many sleeps have begun so far.
    let startedSleeps = CountSignal()

    init(_ start: Date = Date(timeIntervalSince1970: 1_790_000_000)) {
        current = start
    }

    var now: Date { lock.withLock { current } }

    /// Moves the time on by `duration` and wakes every sleep whose deadline it reached.
    func advance(by duration: Duration) {
        let woken = lock.withLock {
            current = current.addingTimeInterval(Self.seconds(duration))
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    func sleep(for duration: Duration) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = lock.withLock {
                    if Task.isCancelled { return true }
                    sleepers[id] = Sleeper(deadline: current.addingTimeInterval(Self.seconds(duration)), continuation: continuation)
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    startedSleeps.raise()
                }
            }
        } onCancel: {
            lock.withLock { sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
