import Networking
import Testing

@Suite("AdaptiveLimit: follows latency and overload")
struct AdaptiveLimitTests {
    private let configuration = AdaptiveLimit.Configuration(initial: 8, minimum: 2, maximum: 64)

    @Test("latency that stays at its best raises the limit to the maximum while the limit is used")
    func growsOnFlatLatency() {
        var limit = AdaptiveLimit(configuration)
        for _ in 0..<100 {
            limit.record(latency: .milliseconds(200), outcome: .answered, inFlight: limit.limit)
        }
        #expect(limit.limit == 64)
        #expect(limit.minimumLatency == .milliseconds(200))
    }

    @Test("an idle app's limit does not grow: a limit never used proves nothing")
    func unusedLimitStays() {
        var limit = AdaptiveLimit(configuration)
        for _ in 0..<100 {
            limit.record(latency: .milliseconds(200), outcome: .answered, inFlight: 1)
        }
        #expect(limit.limit == 8)
    }

    @Test("latency growing with the limit (requests queueing) brings the limit down")
    func shrinksWhenQueueing() {
        var limit = AdaptiveLimit(configuration)
        for _ in 0..<60 {
            limit.record(latency: .milliseconds(100), outcome: .answered, inFlight: limit.limit)
        }
        let grown = limit.limit
        // A server that serves 4 at once: latency is 100 ms × limit / 4 beyond that.
        for _ in 0..<200 {
            let latency = Duration.milliseconds(100) * max(1, Double(limit.limit) / 4)
            limit.record(latency: latency, outcome: .answered, inFlight: limit.limit)
        }
        #expect(limit.limit < grown)
        #expect(limit.limit <= 10, "the queue estimate settles between growBelow and shrinkAbove: limit × (1 − 4/limit) ≤ 6")
    }

    @Test("overload cuts the limit by the factor, never below the minimum; cancellations change nothing")
    func overload() {
        var limit = AdaptiveLimit(configuration)
        limit.record(latency: .milliseconds(50), outcome: .overloaded, inFlight: 8)
        #expect(limit.limit == 6)
        for _ in 0..<20 {
            limit.record(latency: .milliseconds(50), outcome: .overloaded, inFlight: 8)
        }
        #expect(limit.limit == 2)
        limit.record(latency: .seconds(30), outcome: .ignored, inFlight: 2)
        #expect(limit.limit == 2)
        #expect(limit.minimumLatency == nil, "neither overload nor an ignored end is a latency sample")
    }

    @Test("the best latency is forgotten after two windows, so a slower connection is followed")
    func forgetsOldBest() {
        var limit = AdaptiveLimit(AdaptiveLimit.Configuration(window: 10))
        limit.record(latency: .milliseconds(10), outcome: .answered, inFlight: 8)
        // Window 1 holds the 10 ms sample and nine more; window 2 fills up to its last sample.
        for _ in 0..<18 {
            limit.record(latency: .milliseconds(300), outcome: .answered, inFlight: 8)
        }
        #expect(limit.minimumLatency == .milliseconds(10))
        limit.record(latency: .milliseconds(300), outcome: .answered, inFlight: 8)
        #expect(limit.minimumLatency == .milliseconds(300))
    }

    @Test("settings are kept in range")
    func configurationBounds() {
        let odd = AdaptiveLimit.Configuration(initial: 500, minimum: 0, maximum: 16, overloadFactor: 3)
        #expect(odd.minimum == 1)
        #expect(odd.initial == 16)
        #expect(odd.overloadFactor == 1)
    }
}
