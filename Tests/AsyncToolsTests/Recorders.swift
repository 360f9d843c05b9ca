import AsyncTestSupport
import AsyncTools
import Foundation

/// Records what a broadcast's stream gives one listener, on `executor` or the global pool, until it
/// receives `endMark` (or is stopped).
final class RecordingListener: Sendable {
    private let recorded = Locked<[Int]>([])
    private let task = Locked<Task<Void, Never>?>(nil)

    /// How many values arrived so far.
    let received = CountSignal()

    init(_ stream: AsyncStream<Int>, on executor: (any TaskExecutor)? = nil, until endMark: Int? = nil) {
        let task = Task(executorPreference: executor) { [self] in
            for await value in stream {
                recorded.withLock { $0.append(value) }
                received.raise()
                if value == endMark { return }
            }
        }
        self.task.withLock { $0 = task }
    }

    /// The values, in the order they arrived.
    var values: [Int] { recorded.withLock { $0 } }

    /// Returns once the end mark arrived.
    func waitUntilFinished() async throws {
        let task = self.task.withLock { $0 }
        try await withTimeLimit("the listener received the end mark") { await task?.value }
    }

    /// Stops listening and waits for the listener's task to end.
    func stop() async throws {
        let task = self.task.withLock { $0 }
        task?.cancel()
        try await withTimeLimit("the listener stopped") { await task?.value }
    }
}

/// Records the values a handler is called with, from any thread.
final class RecordingHandler: Sendable {
    private let recorded = Locked<[Int]>([])

    /// How many calls there were so far.
    let received = CountSignal()

    /// The values, in the order the handler got them.
    var values: [Int] { recorded.withLock { $0 } }

    /// Records `value`.
    func record(_ value: Int) {
        recorded.withLock { $0.append(value) }
        received.raise()
    }
}
