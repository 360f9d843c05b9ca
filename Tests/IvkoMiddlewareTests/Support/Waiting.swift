import Foundation

/// A wait that ran out of time: the test fails with what it was waiting for instead of hanging.
struct TimedOut: Error, CustomStringConvertible {
    let what: String
    let limit: Duration

    var description: String { "timed out after \(limit) waiting for: \(what)" }
}

/// Runs `body` and answers its result, or throws `TimedOut` when it has not finished within
/// `limit` (`body` is then cancelled, so it must stop when its task is cancelled).
func withTimeLimit<Value: Sendable>(
    _ what: String, within limit: Duration = .seconds(10), _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw TimedOut(what: what, limit: limit) }
        return value
    }
}

/// The first value of `stream` that `matches`, waited for at most `limit`.
func firstValue<Value: Sendable>(
    of stream: AsyncStream<Value>, within limit: Duration = .seconds(10), _ what: String,
    where matches: @escaping @Sendable (Value) -> Bool
) async throws -> Value {
    try await withTimeLimit(what, within: limit) {
        for await value in stream where matches(value) { return value }
        throw TimedOut(what: "\(what) (the stream ended)", limit: limit)
    }
}

/// A number that the code under test raises and a test waits on with a time limit: a sync point
/// that needs neither polling nor sleeping.
final class CountSignal: @unchecked Sendable {
    private struct Waiter {
        let target: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var count = 0
    private var waiters: [UUID: Waiter] = [:]

    /// The number now.
    var value: Int { lock.withLock { count } }

    /// Raises the number by `amount` and wakes the waits it satisfies.
    func raise(by amount: Int = 1) {
        let satisfied = lock.withLock {
            count += amount
            let ready = waiters.filter { $0.value.target <= count }
            for id in ready.keys { waiters[id] = nil }
            return ready.values.map(\.continuation)
        }
        satisfied.forEach { $0.resume() }
    }

    /// Returns once the number is at least `target`; throws `TimedOut` after `limit`.
    func wait(untilAtLeast target: Int, within limit: Duration = .seconds(10), _ what: String) async throws {
        try await withTimeLimit(what, within: limit) { await self.reach(target) }
    }

    private func reach(_ target: Int) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock {
                    if count >= target || Task.isCancelled { return true }
                    waiters[id] = Waiter(target: target, continuation: continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }
}
