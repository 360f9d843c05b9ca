import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoMiddleware

/// A clock the test moves by hand. `sleep(for:)` returns when `advance(by:)` reaches its deadline
/// (or throws when its task is cancelled), so a background loop runs exactly when the test says;
/// `startedSleeps` lets the test wait until a loop has gone to sleep before it moves the clock.
final class ManualClock: ManagerClock, Sendable {
    private struct Sleeper {
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var current: Date
        var sleepers: [UUID: Sleeper] = [:]
    }

    private let state: Locked<State>

    /// How many sleeps have begun so far.
    let startedSleeps = CountSignal()

    init(_ start: Date = Date(timeIntervalSince1970: 1_790_000_000)) {
        state = Locked(State(current: start))
    }

    var now: Date { state.withLock { $0.current } }

    /// Moves the time on by `duration` and wakes every sleep whose deadline it reached.
    func advance(by duration: Duration) {
        let woken = state.withLock { state in
            state.current = state.current.addingTimeInterval(Self.seconds(duration))
            let now = state.current
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    func sleep(for duration: Duration) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { state in
                    if Task.isCancelled { return true }
                    state.sleepers[id] = Sleeper(
                        deadline: state.current.addingTimeInterval(Self.seconds(duration)), continuation: continuation)
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    startedSleeps.raise()
                }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
