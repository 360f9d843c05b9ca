import Foundation

/// A number that the code under test raises and a test waits on with a time limit: a sync point
/// that needs neither polling nor sleeping.
///
/// Every stored property is read and written with `lock` held (waiters are resumed after it is
/// released), hence `@unchecked Sendable`.
public final class CountSignal: @unchecked Sendable {
    private struct Waiter {
        let target: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var count = 0
    private var waiters: [UUID: Waiter] = [:]

    /// A number at zero.
    public init() {}

    /// The number now.
    public var value: Int { lock.withLock { count } }

    /// Raises the number by `amount` and wakes the waits it satisfies.
    public func raise(by amount: Int = 1) {
        let satisfied = lock.withLock {
            count += amount
            let ready = waiters.filter { $0.value.target <= count }
            for id in ready.keys { waiters[id] = nil }
            return ready.values.map(\.continuation)
        }
        satisfied.forEach { $0.resume() }
    }

    /// Returns once the number is at least `target`; throws `WaitTimedOut` after `limit`.
    public func wait(untilAtLeast target: Int, within limit: Duration = waitLimit, _ what: String) async throws {
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
