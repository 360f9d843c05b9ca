import AsyncTestSupport
import Testing
@testable import Signals

@MainActor
@Suite("Sending from off the main actor")
struct BackgroundSenderTests {
    @Test(.stretchedTimeLimit(minutes: 5)) func oneTasksValuesArriveInItsOrder() async {
        let pipe = SignalPipe<Int>()
        let recorder = Recorder(pipe.signal)
        let sender = pipe.backgroundSender
        await Task.detached {
            for value in 0..<500 { sender.send(value) }
        }.value
        await recorder.waitForValues(500)
        #expect(recorder.values == Array(0..<500))
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func valuesFromSeveralTasksAllArriveEachTasksInItsOrder() async {
        struct Tagged: Sendable {
            let task: Int
            let sequence: Int
        }
        let pipe = SignalPipe<Tagged>()
        let recorder = Recorder(pipe.signal)
        let (tasks, perTask) = (8, 250)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                let sender = pipe.backgroundSender
                group.addTask {
                    for sequence in 0..<perTask {
                        sender.send(Tagged(task: task, sequence: sequence))
                        if sequence.isMultiple(of: 50) { await Task.yield() }
                    }
                }
            }
        }
        await recorder.waitForValues(tasks * perTask)
        #expect(recorder.values.count == tasks * perTask)
        for task in 0..<tasks {
            let sequences = recorder.values.filter { $0.task == task }.map(\.sequence)
            #expect(sequences == Array(0..<perTask), "task \(task)")
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func aValueSentOnTheMainActorMeanwhileArrivesFirst() async {
        let pipe = SignalPipe<String>()
        let recorder = Recorder(pipe.signal)
        pipe.backgroundSender.send("queued")
        pipe.send("direct")
        await recorder.waitForValues(2)
        #expect(recorder.values == ["direct", "queued"])
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func theSenderDoesNotKeepThePipeAliveAndItsValuesAreDroppedOnceItIsGone() async {
        var owner: Owner<Int>? = Owner()
        weak let weakOwner = owner
        let sender = owner!.pipe.backgroundSender
        let signal = owner!.signal
        weak var probe: Probe?
        var received: [Int] = []
        do {
            let captured = Probe()
            probe = captured
            signal.observe { [captured] value in
                _ = captured
                received.append(value)
            }
        }
        sender.send(1)
        owner = nil
        #expect(weakOwner == nil)
        #expect(probe == nil)
        await Task.detached { sender.send(2) }.value

        // Nothing can arrive any more: the observer is gone with the pipe. Waiting for another pipe's
        // background value gives the main actor turns in which the dead pipe's queued drains run
        // (they must drop their values without trouble) before the last check.
        let later = SignalPipe<Int>()
        let recorder = Recorder(later.signal)
        later.backgroundSender.send(3)
        await recorder.waitForValues(1)
        #expect(recorder.values == [3])
        #expect(received.isEmpty)
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func valuesFromTheBackgroundFollowTheReentrancyRules() async {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        pipe.signal.observe { value in
            log.append("A\(value)")
            if value == 1 { pipe.send(10) }
        }
        pipe.signal.observe { log.append("B\($0)") }
        let recorder = Recorder(pipe.signal)
        let sender = pipe.backgroundSender
        await Task.detached {
            sender.send(1)
            sender.send(2)
        }.value
        await recorder.waitForValues(3)
        #expect(log == ["A1", "B1", "A10", "B10", "A2", "B2"])
    }
}
