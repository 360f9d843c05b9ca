import Testing
@testable import Signals

@MainActor
@Suite("Observers that send, add or remove while being called")
struct ReentrancyTests {
    @Test func aValueSentFromAnObserverIsDeliveredAfterTheCurrentOneReachesEveryone() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        pipe.signal.observe { value in
            log.append("A\(value)")
            if value == 1 {
                pipe.send(2)
                pipe.send(3)
            }
        }
        pipe.signal.observe { log.append("B\($0)") }
        pipe.send(1)
        #expect(log == ["A1", "B1", "A2", "B2", "A3", "B3"])
    }

    @Test func signalsThatFeedEachOtherQueueInsteadOfNesting() {
        let ping = SignalPipe<Int>()
        let pong = SignalPipe<Int>()
        var log: [String] = []
        ping.signal.observe { value in
            log.append("ping \(value)")
            if value < 3 { pong.send(value + 1) }
        }
        pong.signal.observe { value in
            log.append("pong \(value)")
            ping.send(value + 1)
        }
        ping.signal.observe { log.append("ping' \($0)") }
        ping.send(0)
        #expect(log == ["ping 0", "pong 1", "ping' 0", "ping 2", "pong 3", "ping' 2", "ping 4", "ping' 4"])
    }

    @Test func anObserverAddedDuringADeliveryGetsOnlyLaterValues() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        pipe.signal.observe { value in
            log.append("A\(value)")
            if value == 1 {
                pipe.signal.observe { log.append("late\($0)") }
                pipe.send(2)
            }
        }
        pipe.signal.observe { log.append("B\($0)") }
        pipe.send(1)
        #expect(log == ["A1", "B1", "A2", "B2", "late2"])
    }

    @Test func anObserverCancellingItselfHearsNothingMore() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        var token: ObservationToken?
        weak var probe: Probe?
        do {
            let captured = Probe()
            probe = captured
            token = pipe.signal.observe { [captured] value in
                _ = captured
                log.append("A\(value)")
                token?.cancel()
            }
        }
        pipe.signal.observe { log.append("B\($0)") }
        pipe.send(1)
        pipe.send(2)
        #expect(log == ["A1", "B1", "B2"])
        #expect(token?.isActive == false)
        #expect(probe == nil)
    }

    @Test func anObserverCancelledByAnEarlierOneIsSkippedForTheCurrentValue() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        var later: ObservationToken?
        pipe.signal.observe { value in
            log.append("A\(value)")
            later?.cancel()
        }
        later = pipe.signal.observe { log.append("B\($0)") }
        pipe.signal.observe { log.append("C\($0)") }
        pipe.send(1)
        #expect(log == ["A1", "C1"])
    }

    @Test func anObserverCancelledByALaterOneMissesOnlyLaterValues() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        let earlier = pipe.signal.observe { log.append("A\($0)") }
        pipe.signal.observe { value in
            log.append("B\(value)")
            earlier.cancel()
        }
        pipe.send(1)
        pipe.send(2)
        #expect(log == ["A1", "B1", "B2"])
    }

    @Test func aBusObserverSendingIntoAnInnerSignalIsQueuedToo() {
        let bus = SignalBus<Int>()
        let pipe = SignalPipe<Int>()
        bus.add(pipe.signal)
        var log: [String] = []
        bus.signal.observe { value in
            log.append("A\(value)")
            if value == 1 { pipe.send(2) }
        }
        bus.signal.observe { log.append("B\($0)") }
        pipe.send(1)
        #expect(log == ["A1", "B1", "A2", "B2"])
    }

    @Test func anObserverAddingAnInnerSignalToItsBusDuringADelivery() {
        let bus = SignalBus<Int>()
        let first = SignalPipe<Int>()
        let second = SignalPipe<Int>()
        bus.add(first.signal)
        var log: [Int] = []
        bus.signal.observe { value in
            log.append(value)
            if value == 1 {
                bus.add(second.signal)
                second.send(2)
                bus.remove(first.signal)
            }
        }
        first.send(1)
        first.send(3)
        second.send(4)
        #expect(log == [1, 2, 4])
    }
}
