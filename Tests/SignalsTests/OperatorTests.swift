import Testing
@testable import Signals

@MainActor
@Suite("map, filter, compactMap")
struct OperatorTests {
    @Test func mapTransformsEveryValueInOrder() {
        let pipe = SignalPipe<Int>()
        let recorder = Recorder(pipe.signal.map { "v\($0)" })
        for value in 1...3 { pipe.send(value) }
        #expect(recorder.values == ["v1", "v2", "v3"])
    }

    @Test func filterPassesOnlyTheIncludedValues() {
        let pipe = SignalPipe<Int>()
        let recorder = Recorder(pipe.signal.filter { $0.isMultiple(of: 2) })
        for value in 1...6 { pipe.send(value) }
        #expect(recorder.values == [2, 4, 6])
    }

    @Test func compactMapDropsNilsAndUnwrapsTheRest() {
        let pipe = SignalPipe<String>()
        let recorder = Recorder(pipe.signal.compactMap { Int($0) })
        for text in ["1", "x", "3", ""] { pipe.send(text) }
        #expect(recorder.values == [1, 3])
    }

    @Test func operatorsChain() {
        let pipe = SignalPipe<String>()
        let recorder = Recorder(pipe.signal.compactMap { Int($0) }.filter { $0 > 1 }.map { $0 * 10 })
        for text in ["1", "2", "no", "3"] { pipe.send(text) }
        #expect(recorder.values == [20, 30])
    }

    @Test func theSourceAndEveryDerivedSignalSeeTheSameValuesInTheSameOrder() {
        let pipe = SignalPipe<Int>()
        var log: [String] = []
        pipe.signal.observe { log.append("source \($0)") }
        pipe.signal.map { -$0 }.observe { log.append("negated \($0)") }
        pipe.signal.filter { $0 > 1 }.observe { log.append("big \($0)") }
        pipe.send(1)
        pipe.send(2)
        #expect(log == ["source 1", "negated -1", "source 2", "negated -2", "big 2"])
    }

    @Test func eachObserverOfADerivedSignalRunsTheTransformItself() {
        let pipe = SignalPipe<Int>()
        var runs = 0
        let derived = pipe.signal.map { value -> Int in
            runs += 1
            return value
        }
        let first = Recorder(derived)
        let second = Recorder(derived)
        pipe.send(7)
        #expect(first.values == [7] && second.values == [7])
        #expect(runs == 2)
    }

    @Test func cancellingAnObserverOfADerivedSignalRemovesItFromTheSource() {
        let pipe = SignalPipe<Int>()
        var received: [Int] = []
        let token = pipe.signal.map { $0 + 1 }.observe { received.append($0) }
        #expect(pipe.observerCount == 1)
        pipe.send(1)
        token.cancel()
        #expect(pipe.observerCount == 0)
        pipe.send(2)
        #expect(received == [2])
    }
}
