import AsyncTestSupport
@testable import AsyncTools
import Foundation
import Testing

/// `Broadcast` delivers values to every listener in the order they were sent, however many threads
/// send at once; it replays the latest value to a new listener or not, as asked; it forgets a
/// listener that stops; and it holds no lock while a listener gets a value.
@Suite(.waitLimit(.seconds(300)))
struct BroadcastTests {
    // MARK: Order

    /// The race made exact: sender A is held while it hands 1 to one listener (inside that
    /// listener's executor), then sender B sends 2 to completion. Nobody may see 2 before 1, and
    /// B's send returns while A is held: no lock is held while a value is yielded.
    @Test func aSenderHeldWhileDeliveringIsNotOvertaken() async throws {
        let executor = HoldingExecutor()
        defer {
            executor.release()
            executor.stop()
        }
        let broadcast = Broadcast<Int>(replay: .latest(initial: 0))
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
        for listener in listeners { try await listener.stop() }
    }

    /// Eight threads send 2,000 values each while six stream listeners (two of them joining late)
    /// and two handlers take them: all listeners agree on one order, each sender's values keep
    /// theirs, and every listener's last value is the broadcast's latest.
    @Test(.stretchedTimeLimit(minutes: 5)) func manyConcurrentSendersReachEveryListenerInOneOrder() async throws {
        let senders = 8
        let valuesPerSender = 2_000
        let endMark = -1
        let broadcast = Broadcast<Int>(replay: .latest(), bufferingPolicy: .bufferingNewest(64))
        var listeners = (0..<4).map { _ in RecordingListener(broadcast.stream(), until: endMark) }
        let handlers = (0..<2).map { _ in RecordingHandler() }
        for handler in handlers { broadcast.observe(handler.record) }
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
        for handler in handlers {
            try await handler.received.wait(untilAtLeast: senders * valuesPerSender + 1, "the handler got every value")
        }

        let reference = handlers[0].values
        #expect(reference.count == senders * valuesPerSender + 1, "a handler misses no value")
        #expect(handlers[1].values == reference, "handlers get the same values in the same order")
        let position = Dictionary(uniqueKeysWithValues: reference.enumerated().map { ($1, $0) })
        for values in listeners.map(\.values) + handlers.map(\.values) {
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

    // MARK: Replay

    @Test func withLatestReplayedANewListenerStartsFromTheInitialValue() async throws {
        let broadcast = Broadcast<Int>(replay: .latest(initial: 7))
        let handler = RecordingHandler()
        broadcast.observe(handler.record)
        #expect(handler.values == [7])
        #expect(try await firstValue(of: broadcast.stream(), "the initial value") { _ in true } == 7)
    }

    @Test func withLatestReplayedANewListenerStartsFromTheLatestValueThenGetsTheRest() async throws {
        let broadcast = Broadcast<Int>(replay: .latest())
        let early = RecordingHandler()
        broadcast.observe(early.record)
        #expect(early.values.isEmpty, "with no initial value and nothing sent, nothing is replayed")
        broadcast.send(1)
        broadcast.send(2)

        let late = RecordingHandler()
        broadcast.observe(late.record)
        let stream = broadcast.stream()
        broadcast.send(3)

        #expect(early.values == [1, 2, 3])
        #expect(late.values == [2, 3], "the latest first, then what came after")
        let streamed = try await withTimeLimit("the stream's first two values") {
            var values: [Int] = []
            for await value in stream {
                values.append(value)
                if values.count == 2 { break }
            }
            return values
        }
        #expect(streamed == [2, 3])
    }

    @Test func withNothingReplayedANewListenerGetsOnlyLaterValues() async throws {
        let broadcast = Broadcast<Int>(replay: .nothing)
        broadcast.send(1)
        let handler = RecordingHandler()
        broadcast.observe(handler.record)
        let stream = broadcast.stream()
        #expect(handler.values.isEmpty, "an earlier value is never replayed")
        broadcast.send(2)
        #expect(handler.values == [2])
        #expect(try await firstValue(of: stream, "the stream's first value") { _ in true } == 2)
    }

    @Test func aSlowStreamKeepsWhatItsBufferingPolicySays() async throws {
        let newest = Broadcast<Int>(replay: .nothing, bufferingPolicy: .bufferingNewest(1))
        let unbounded = Broadcast<Int>(replay: .nothing)
        let newestStream = newest.stream()
        let unboundedStream = unbounded.stream()
        for value in 1...3 {
            newest.send(value)
            unbounded.send(value)
        }
        #expect(try await firstValue(of: newestStream, "the newest value") { _ in true } == 3)
        let all = try await withTimeLimit("every value") {
            var values: [Int] = []
            for await value in unboundedStream {
                values.append(value)
                if values.count == 3 { break }
            }
            return values
        }
        #expect(all == [1, 2, 3])
    }

    // MARK: Listeners that stop

    @Test func aStreamWhoseConsumerStopsIsRemoved() async throws {
        let broadcast = Broadcast<Int>(replay: .latest(initial: 0))
        let listener = RecordingListener(broadcast.stream())
        let other = RecordingListener(broadcast.stream())
        try await listener.received.wait(untilAtLeast: 1, "the listener got the initial value")
        #expect(broadcast.listenerCount == 2)

        try await listener.stop()
        try await waitUntil("the stopped listener is removed") { broadcast.listenerCount == 1 }
        broadcast.send(1)
        try await other.received.wait(untilAtLeast: 2, "the other listener still gets values")
        #expect(other.values == [0, 1])
        #expect(listener.values == [0])
        try await other.stop()
        try await waitUntil("both listeners are removed") { broadcast.listenerCount == 0 }
    }

    @Test func aStreamThatEndsByBreakingOutOfItsLoopIsRemoved() async throws {
        let broadcast = Broadcast<Int>(replay: .latest(initial: 0))
        _ = try await firstValue(of: broadcast.stream(), "the initial value") { _ in true }
        try await waitUntil("the stream that ended is removed") { broadcast.listenerCount == 0 }
    }

    @Test func aCancelledObservationIsRemovedAndNotCalledAgain() {
        let broadcast = Broadcast<Int>(replay: .nothing)
        let handler = RecordingHandler()
        let observation = broadcast.observe(handler.record)
        broadcast.send(1)
        observation.cancel()
        #expect(broadcast.listenerCount == 0)
        broadcast.send(2)
        observation.cancel()
        #expect(handler.values == [1])
    }

    @Test func aHandlerThatCancelsItselfIsNotCalledAgain() {
        let broadcast = Broadcast<Int>(replay: .nothing)
        let handler = RecordingHandler()
        let observation = Box<BroadcastObservation>()
        observation.value = broadcast.observe { value in
            handler.record(value)
            if value == 1 {
                observation.value?.cancel()
                broadcast.send(2)
            }
        }
        broadcast.send(1)
        broadcast.send(3)
        #expect(handler.values == [1])
    }

    // MARK: No lock while delivering

    /// A handler that sends from inside its own call: the value is queued, not delivered inside
    /// the call (so nothing deadlocks and nobody gets 2 before 1), and every listener gets both.
    @Test func aHandlerThatSendsFromInsideItsCallGetsItsValueAfterTheCurrentOne() {
        let broadcast = Broadcast<Int>(replay: .nothing)
        let first = RecordingHandler()
        let second = RecordingHandler()
        broadcast.observe { value in
            first.record(value)
            if value < 3 { broadcast.send(value + 1) }
            // Still inside the call: the value just sent has reached nobody yet.
            #expect(second.values.last == value - 1 || second.values.isEmpty)
        }
        broadcast.observe(second.record)
        broadcast.send(1)
        #expect(first.values == [1, 2, 3])
        #expect(second.values == [1, 2, 3])
    }

    /// A stream listener that sends from inside its own iteration, and stops listening there:
    /// nothing deadlocks, and it and another listener see every value in one order.
    @Test func aStreamListenerThatSendsFromInsideItsIterationDoesNotDeadlock() async throws {
        let broadcast = Broadcast<Int>(replay: .latest(initial: 0))
        let watcher = RecordingListener(broadcast.stream(), until: 100)
        let echoing = Task {
            var heard: [Int] = []
            // The stream lives in the loop alone: leaving the loop ends it.
            for await value in broadcast.stream() {
                heard.append(value)
                if value < 100 { broadcast.send(value + 1) } else { break }
            }
            return heard
        }
        let heard = try await echoing.boundedValue("the echoing listener reached 100")
        try await watcher.waitUntilFinished()
        #expect(heard == Array(0...100))
        #expect(watcher.values == Array(0...100))
        try await waitUntil("the echoing listener is removed") { broadcast.listenerCount == 0 }
    }
}

/// A mutable reference a `@Sendable` closure can read after it was made (a test's own handle).
private final class Box<Value: Sendable>: Sendable {
    private let stored = Locked<Value?>(nil)

    var value: Value? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
