import Testing
@testable import Signals

@MainActor
@Suite("A signal lives as long as its owner")
struct LifetimeTests {
    @Test func releasingThePipeEndsTheSignalAndReleasesTheObservers() {
        var owner: Owner<Int>? = Owner()
        weak var probe: Probe?
        weak var weakPipe: SignalPipe<Int>?
        var received: [Int] = []
        let signal: Signal<Int>
        let token: ObservationToken
        do {
            let captured = Probe()
            probe = captured
            signal = owner!.signal
            weakPipe = owner!.pipe
            token = signal.observe { [captured] value in
                _ = captured
                received.append(value)
            }
        }
        owner?.pipe.send(1)
        #expect(signal.isAlive && token.isActive && probe != nil)
        owner = nil
        #expect(weakPipe == nil)
        #expect(!signal.isAlive)
        #expect(!token.isActive)
        #expect(probe == nil)
        #expect(received == [1])
    }

    @Test func holdingTheSignalDoesNotKeepItAlive() {
        var owner: Owner<Int>? = Owner()
        let signal = owner!.signal
        owner = nil
        weak var probe: Probe?
        let token: ObservationToken
        do {
            let captured = Probe()
            probe = captured
            token = signal.observe { [captured] _ in _ = captured }
        }
        #expect(!signal.isAlive)
        #expect(!token.isActive)
        #expect(probe == nil)
    }

    @Test func observersThatCaptureTheOwnerWeaklyMakeNoCycle() {
        weak var released: Owner<Int>?
        var heard: [Int] = []
        do {
            let owner = Owner<Int>()
            released = owner
            owner.signal.observe { [weak owner] value in
                if owner != nil { heard.append(value) }
            }
            owner.signal.observe(weak: owner) { _, value in heard.append(value * 10) }
            owner.pipe.send(1)
        }
        #expect(released == nil)
        #expect(heard == [1, 10])
    }

    @Test func aValueUnderWayWhenTheOwnerGoesAwayFinishesThenNothingMoreIsDelivered() {
        var owner: Owner<Int>? = Owner()
        weak var weakPipe: SignalPipe<Int>?
        weak var probe: Probe?
        var log: [String] = []
        let signal = owner!.signal
        weakPipe = owner!.pipe
        signal.observe { value in
            log.append("A\(value)")
            owner = nil
        }
        do {
            let captured = Probe()
            probe = captured
            signal.observe { [captured] value in
                _ = captured
                log.append("B\(value)")
            }
        }
        owner?.pipe.send(1)
        #expect(log == ["A1", "B1"])
        #expect(weakPipe == nil)
        #expect(!signal.isAlive)
        #expect(probe == nil)
    }

    @Test func derivedSignalsEndWithTheirSourceAndReleaseTheirObservers() {
        var owner: Owner<Int>? = Owner()
        let derived = owner!.signal.map { $0 * 2 }.filter { $0 > 0 }
        weak var probe: Probe?
        do {
            let captured = Probe()
            probe = captured
            derived.observe { [captured] _ in _ = captured }
        }
        #expect(derived.isAlive)
        owner = nil
        #expect(!derived.isAlive)
        #expect(probe == nil)
        #expect(!derived.observe { _ in }.isActive)
    }

    @Test func aDerivedSignalKeepsWorkingWhenNobodyHoldsIt() {
        let pipe = SignalPipe<Int>()
        weak var weakDerived: Signal<String>?
        var received: [String] = []
        do {
            let derived = pipe.signal.map { "#\($0)" }
            weakDerived = derived
            derived.observe { received.append($0) }
        }
        #expect(weakDerived == nil)
        pipe.send(1)
        #expect(received == ["#1"])
    }

    @Test func aDerivedSignalNobodyObservesLeavesNothingOnItsSource() {
        let pipe = SignalPipe<Int>()
        for _ in 0..<100 {
            _ = pipe.signal.map { $0 + 1 }.compactMap { $0 > 2 ? $0 : nil }
        }
        #expect(pipe.observerCount == 0)
    }

    @Test func aDerivedSignalDoesNotKeepItsSourceAlive() {
        var owner: Owner<Int>? = Owner()
        weak let weakOwner = owner
        let derived = owner!.signal.map { $0 }
        owner = nil
        #expect(weakOwner == nil)
        #expect(!derived.isAlive)
    }
}
