import Testing
@testable import Signals

@MainActor
@Suite("Pipes and observers")
struct SignalPipeTests {
    @Test func observersGetEveryValueInSendOrderInTheOrderTheyWereAdded() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        pipe.signal.observe { log.append("A\($0)") }
        pipe.signal.observe { log.append("B\($0)") }
        pipe.send(1)
        pipe.send(2)
        #expect(log == ["A1", "B1", "A2", "B2"])
    }

    @Test func anObserverGetsOnlyTheValuesSentAfterItWasAdded() {
        let pipe = SignalPipe<Int>()
        pipe.send(1)
        let recorder = Recorder(pipe.signal)
        pipe.send(2)
        #expect(recorder.values == [2])
    }

    @Test func droppingTheTokenDoesNotStopTheObserver() {
        let pipe = SignalPipe<Int>()
        var received: [Int] = []
        weak var token: ObservationToken?
        do {
            let strongToken = pipe.signal.observe { received.append($0) }
            token = strongToken
        }
        #expect(token == nil)
        pipe.send(1)
        #expect(received == [1])
        #expect(pipe.observerCount == 1)
    }

    @Test func cancellingTheTokenStopsTheObserverAndReleasesItsClosure() {
        let pipe = SignalPipe<Int>()
        var received: [Int] = []
        weak var probe: Probe?
        let token: ObservationToken
        do {
            let captured = Probe()
            probe = captured
            token = pipe.signal.observe { [captured] value in
                _ = captured
                received.append(value)
            }
        }
        pipe.send(1)
        #expect(token.isActive)
        token.cancel()
        #expect(!token.isActive)
        #expect(probe == nil)
        #expect(pipe.observerCount == 0)
        pipe.send(2)
        token.cancel()
        #expect(received == [1])
    }

    @Test func cancellingOneObserverLeavesTheOthers() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        let first = pipe.signal.observe { log.append("A\($0)") }
        pipe.signal.observe { log.append("B\($0)") }
        first.cancel()
        pipe.send(1)
        #expect(log == ["B1"])
    }

    @Test func aWeakObserverGetsItsTargetAndDoesNotKeepItAlive() {
        let pipe = SignalPipe<Int>()
        var log: [Int] = []
        weak var weakTarget: Probe?
        let token: ObservationToken
        do {
            let target = Probe()
            weakTarget = target
            token = pipe.signal.observe(weak: target) { target, value in
                #expect(target === weakTarget)
                log.append(value)
            }
            pipe.send(1)
        }
        #expect(weakTarget == nil)
        #expect(!token.isActive)
        pipe.send(2)
        #expect(log == [1])
        #expect(pipe.observerCount == 0)
    }

    @Test func anObserverWhoseTargetIsGoneIsRemovedWhenTheNextObserverIsAdded() {
        let pipe = SignalPipe<Int>()
        weak var probe: Probe?
        do {
            let target = Probe()
            let captured = Probe()
            probe = captured
            pipe.signal.observe(weak: target) { [captured] _, _ in _ = captured }
        }
        #expect(pipe.observerCount == 1)
        pipe.signal.observe { _ in }
        #expect(pipe.observerCount == 1)
        #expect(probe == nil)
    }

    @Test func anObjectObservingItsOwnPipeWeaklyIsReleased() {
        @MainActor final class Controller {
            let outputs = SignalPipe<String>()
            var heard: [String] = []
            init() {
                outputs.signal.observe(weak: self) { controller, value in controller.heard.append(value) }
            }
        }
        weak var released: Controller?
        do {
            let controller = Controller()
            released = controller
            controller.outputs.send("tap")
            #expect(controller.heard == ["tap"])
        }
        #expect(released == nil)
    }
}
