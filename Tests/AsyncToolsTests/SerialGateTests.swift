import AsyncTestSupport
@testable import AsyncTools
import Foundation
import Testing

/// `SerialGate` runs operations one at a time, first come first served, each to its end across its
/// suspension points, with the body's typed errors; a waiter whose task is cancelled keeps its
/// place, so it neither overtakes nor leaves the gate stuck.
@Suite(.waitLimit(.seconds(300)))
struct SerialGateTests {
    /// Operations that arrive while one is held enter in the order they arrived.
    @Test func waitingOperationsEnterInTheOrderTheyArrived() async throws {
        let gate = SerialGate()
        let hold = Gate()
        let log = OrderLog()
        var tasks: [Task<Void, Never>] = []
        tasks.append(
            Task {
                await gate.run {
                    log.enter(0); await hold.pass(); log.leave()
                }
            })
        try await waitUntil("the first operation is inside") { log.entered == [0] }
        for number in 1...8 {
            tasks.append(
                Task {
                    await gate.run {
                        log.enter(number); await Task.yield(); log.leave()
                    }
                })
            try await waitUntil("operation \(number) waits") { gate.waitingCount == number }
        }
        #expect(log.entered == [0], "nobody enters while the first is held")
        hold.open()
        for task in tasks { try await task.boundedValue("an operation ended") }
        #expect(log.entered == Array(0...8))
        #expect(log.mostInsideAtOnce == 1)
        #expect(gate.waitingCount == 0)
    }

    /// Many operations at once, each suspending several times inside: never two inside together.
    @Test func operationsNeverOverlapAcrossTheirSuspensionPoints() async throws {
        let gate = SerialGate()
        let log = OrderLog()
        try await withTimeLimit("every operation ran") {
            await withTaskGroup(of: Void.self) { group in
                for number in 0..<50 {
                    group.addTask {
                        await gate.run {
                            log.enter(number)
                            for _ in 0..<5 { await Task.yield() }
                            log.leave()
                        }
                    }
                }
            }
        }
        #expect(log.entered.count == 50)
        #expect(log.mostInsideAtOnce == 1)
    }

    /// An actor's read-modify-write that suspends between reading and writing loses no update when
    /// it runs through the gate: the body runs on the actor and changes its state.
    @Test func anActorsOperationsThroughTheGateLoseNoUpdate() async throws {
        let counter = SuspendingCounter()
        try await withTimeLimit("every increment ran") {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<100 { group.addTask { await counter.increment() } }
            }
        }
        #expect(await counter.value == 100)
    }

    /// The body's error comes out with its own type, and the gate is free again after it.
    @Test func aFailingBodyThrowsItsTypedErrorAndFreesTheGate() async throws {
        let gate = SerialGate()
        do throws(Refusal) {
            try await gate.run { () throws(Refusal) in throw .refused(code: 7) }
            Issue.record("the body's error was not thrown")
        } catch {
            let refusal: Refusal = error
            #expect(refusal == .refused(code: 7))
        }
        let answer = try await withTimeLimit("the gate is free") { await gate.run { 42 } }
        #expect(answer == 42)
    }

    /// A waiter whose task is cancelled keeps its place: it enters after those before it and
    /// before those after it, sees the cancellation inside, and the gate passes on after it.
    @Test func aCancelledWaiterKeepsItsPlaceAndTheGatePassesOn() async throws {
        let gate = SerialGate()
        let hold = Gate()
        let log = OrderLog()
        let holder = Task {
            await gate.run {
                log.enter(0); await hold.pass(); log.leave()
            }
        }
        try await waitUntil("the holder is inside") { log.entered == [0] }
        let before = Task {
            await gate.run {
                log.enter(1); log.leave()
            }
        }
        try await waitUntil("one operation waits") { gate.waitingCount == 1 }
        let cancelled = Task { () -> Bool in
            await gate.run {
                log.enter(2)
                log.leave()
                return Task.isCancelled
            }
        }
        try await waitUntil("two operations wait") { gate.waitingCount == 2 }
        let after = Task {
            await gate.run {
                log.enter(3); log.leave()
            }
        }
        try await waitUntil("three operations wait") { gate.waitingCount == 3 }

        cancelled.cancel()
        #expect(gate.waitingCount == 3, "the cancelled waiter is still in line")
        #expect(log.entered == [0], "and did not enter")
        hold.open()

        try await holder.boundedValue("the holder ended")
        try await before.boundedValue("the operation before ended")
        #expect(try await cancelled.boundedValue("the cancelled waiter ran") == true, "its body saw the cancellation")
        try await after.boundedValue("the operation after ended")
        #expect(log.entered == [0, 1, 2, 3])
        let answer = try await withTimeLimit("the gate is free") { await gate.run { 42 } }
        #expect(answer == 42)
    }

    /// An operation whose task was cancelled before it arrived enters a free gate at once.
    @Test func anOperationCancelledBeforeItArrivesStillRunsAndFreesTheGate() async throws {
        let gate = SerialGate()
        let arrive = Gate()
        let task = Task { () -> Bool in
            await arrive.pass()
            return await gate.run { Task.isCancelled }
        }
        task.cancel()
        arrive.open()
        #expect(try await task.boundedValue("the cancelled operation ran") == true)
        let answer = try await withTimeLimit("the gate is free") { await gate.run { 42 } }
        #expect(answer == 42)
    }
}

/// A failure with a payload, for the typed-throws test.
private enum Refusal: Error, Equatable {
    case refused(code: Int)
}

/// Counts through a gate, suspending between reading the count and writing it back.
private actor SuspendingCounter {
    private let gate = SerialGate()
    private(set) var value = 0

    func increment() async {
        await gate.run {
            let read = value
            await Task.yield()
            value = read + 1
        }
    }
}

/// Who entered, in order, and the most operations inside at once.
private final class OrderLog: Sendable {
    private struct State {
        var order: [Int] = []
        var inside = 0
        var most = 0
    }

    private let state = Locked(State())

    var entered: [Int] { state.withLock { $0.order } }
    var mostInsideAtOnce: Int { state.withLock { $0.most } }

    func enter(_ number: Int) {
        state.withLock { state in
            state.order.append(number)
            state.inside += 1
            state.most = max(state.most, state.inside)
        }
    }

    func leave() {
        state.withLock { $0.inside -= 1 }
    }
}
