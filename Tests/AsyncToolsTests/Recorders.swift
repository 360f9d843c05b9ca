import AsyncTestSupport
import AsyncTools
import Foundation

/// Records what a broadcast's stream gives one listener, on `executor` or the global pool, until it
/// receives `endMark` (or is stopped).
final class RecordingListener: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []
    private var task: Task<Void, Never>?

    /// How many values arrived so far.
    let received = CountSignal()

    init(_ stream: AsyncStream<Int>, on executor: (any TaskExecutor)? = nil, until endMark: Int? = nil) {
        let task = Task(executorPreference: executor) { [self] in
            for await value in stream {
                lock.withLock { recorded.append(value) }
                received.raise()
                if value == endMark { return }
            }
        }
        lock.withLock { self.task = task }
    }

    /// The values, in the order they arrived.
    var values: [Int] { lock.withLock { recorded } }

    /// Returns once the end mark arrived.
    func waitUntilFinished() async throws {
        let task = lock.withLock { self.task }
        try await withTimeLimit("the listener received the end mark") { await task?.value }
    }

    /// Stops listening and waits for the listener's task to end.
    func stop() async throws {
        let task = lock.withLock { self.task }
        task?.cancel()
        try await withTimeLimit("the listener stopped") { await task?.value }
    }
}

/// Records the values a handler is called with, from any thread.
final class RecordingHandler: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []

    /// How many calls there were so far.
    let received = CountSignal()

    /// The values, in the order the handler got them.
    var values: [Int] { lock.withLock { recorded } }

    /// Records `value`.
    func record(_ value: Int) {
        lock.withLock { recorded.append(value) }
        received.raise()
    }
}
