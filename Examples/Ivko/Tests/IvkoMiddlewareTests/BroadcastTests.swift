import AsyncTestSupport
import Foundation
@testable import IvkoMiddleware
import Testing

/// `Broadcast` delivers values to every listener in the order they became the latest, however
/// many threads send at once, and every listener ends on the true latest value.
@Suite struct BroadcastTests {
    /// The race made exact: sender A is held while it hands 1 to one listener (inside that
    /// listener's executor), then sender B sends 2 to completion. Nobody may see 2 before 1.
    @Test func aSenderHeldWhileDeliveringIsNotOvertaken() async throws {
        let executor = HoldingExecutor()
        defer {
            executor.release()
            executor.stop()
        }
        let broadcast = Broadcast<Int>(initial: 0)
        let listeners = [
            RecordingListener(broadcast.stream(), on: executor),
            RecordingListener(broadcast.stream(), on: executor),
        ]
        for listener in listeners {
            try await listener.received.wait(untilAtLeast: 1, "each listener got the initial value")
        }
        await executor.drain()

        executor.holdNextEnqueue()
        let returned = CountSignal()
        Thread.detachNewThread {
            broadcast.send(1)
            returned.raise()
        }
        try await executor.holds.wait(untilAtLeast: 1, "sender A is held while handing 1 to a listener")
        Thread.detachNewThread {
            broadcast.send(2)
            returned.raise()
        }
        try await returned.wait(untilAtLeast: 1, "sender B's send returned while A is held")
        executor.release()
        try await returned.wait(untilAtLeast: 2, "sender A's send returned")

        for listener in listeners {
            try await listener.received.wait(untilAtLeast: 3, "each listener got three values")
            #expect(listener.values == [0, 1, 2])
        }
        for listener in listeners { await listener.stop() }
    }

    /// Eight threads send 2,000 values each while six listeners (two of them joining late) take
    /// them: all listeners agree on one order, each sender's values keep theirs, and every
    /// listener's last value is the broadcast's latest.
    @Test(.stretchedTimeLimit(minutes: 5)) func manyConcurrentSendersReachEveryListenerInOneOrder() async throws {
        let senders = 8
        let valuesPerSender = 2_000
        let endMark = -1
        let broadcast = Broadcast<Int>()
        var listeners = (0..<4).map { _ in RecordingListener(broadcast.stream(), until: endMark) }
        let finished = CountSignal()
        for sender in 0..<senders {
            Thread.detachNewThread {
                for number in 0..<valuesPerSender { broadcast.send(sender * 1_000_000 + number) }
                finished.raise()
            }
        }
        try await listeners[0].received.wait(untilAtLeast: 50, "the first listener is receiving")
        listeners += (0..<2).map { _ in RecordingListener(broadcast.stream(), until: endMark) }
        try await finished.wait(untilAtLeast: senders, "every sender finished")

        let latest = try await firstValue(of: broadcast.stream(), "the latest value") { _ in true }
        broadcast.send(endMark)
        for listener in listeners { try await listener.waitUntilFinished() }

        let reference = listeners[0].values
        let position = Dictionary(uniqueKeysWithValues: reference.enumerated().map { ($1, $0) })
        for listener in listeners {
            let values = listener.values
            #expect(values.last == endMark)
            #expect(values.dropLast().last == latest, "the last value before the end mark is the latest")
            #expect(Set(values).count == values.count, "no value arrives twice")
            var lastBySender: [Int: Int] = [:]
            for value in values.dropLast() {
                let sender = value / 1_000_000
                #expect(value > lastBySender[sender, default: -1], "a sender's values arrive in the order sent")
                lastBySender[sender] = value
            }
            let shared = values.compactMap { position[$0] }
            #expect(shared == shared.sorted(), "listeners agree on the order of the values they share")
        }
    }
}

/// Records what a broadcast sends to one listener, on `executor` or the global pool, until it
/// receives `endMark` (or is stopped).
final class RecordingListener: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []
    private var task: Task<Void, Never>?

    /// How many values arrived so far.
    let received = CountSignal()

    init(_ stream: AsyncStream<Int>, on executor: (any TaskExecutor)? = nil, until endMark: Int? = nil) {
        task = Task(executorPreference: executor) { [self] in
            for await value in stream {
                lock.withLock { recorded.append(value) }
                received.raise()
                if value == endMark { return }
            }
        }
    }

    /// The values, in the order they arrived.
    var values: [Int] { lock.withLock { recorded } }

    /// Returns once the end mark arrived.
    func waitUntilFinished() async throws {
        let task = lock.withLock { self.task }
        try await withTimeLimit("the listener received the end mark") { await task?.value }
    }

    /// Stops listening and waits for the listener's task to end.
    func stop() async {
        let task = lock.withLock { self.task }
        task?.cancel()
        await task?.value
    }
}
