import AsyncTestSupport
import Foundation

/// A task executor with one thread whose `enqueue` a test can make hold its caller. Resuming a
/// listener that waits on an `AsyncStream` enqueues the listener's task here, on the thread of
/// whoever yielded the value, so holding that enqueue parks a sender at an exact point: while it
/// hands a value to one listener. Its state is guarded by `condition`, hence `@unchecked Sendable`.
final class HoldingExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var holdsNextEnqueue = false
    private var isHolding = false
    private var isStopped = false

    /// How many enqueues have been held so far.
    let holds = CountSignal()

    init() {
        let thread = Thread { self.work() }
        thread.name = "holding-executor"
        thread.start()
    }

    /// The longest an `enqueue` is held: a test that failed before `release()` leaves no thread stuck.
    static let longestHold: TimeInterval = 30

    /// Makes the next `enqueue` wait, with its caller, until `release()` (or `longestHold`).
    func holdNextEnqueue() {
        condition.withLock { holdsNextEnqueue = true }
    }

    /// Lets a held `enqueue` (and its caller) go on.
    func release() {
        condition.withLock {
            isHolding = false
            condition.broadcast()
        }
    }

    /// Returns once every job enqueued before the call has run.
    func drain() async {
        await Task(executorPreference: self) {}.value
    }

    /// Ends the worker thread once its queue is empty.
    func stop() {
        condition.withLock {
            isStopped = true
            condition.broadcast()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if holdsNextEnqueue {
            holdsNextEnqueue = false
            isHolding = true
            condition.unlock()
            holds.raise()
            condition.lock()
            let deadline = Date(timeIntervalSinceNow: Self.longestHold)
            while isHolding && condition.wait(until: deadline) {}
            isHolding = false
        }
        jobs.append(job)
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isStopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
