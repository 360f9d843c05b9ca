import Benchmark
import Coordinators
import Foundation
import LayersBenchmarkSupport
import Screens

// One message from a cell six views deep in a view controller to the coordinator that owns the
// controller, several ways: a Layers message, hand-written delegate chains of the same depth (weak,
// as usually written, and strong, the fastest forwarding there is), and a NotificationCenter post.
// Each iteration sends `scalingFactor` (1,000) messages on the main actor, so the single hop onto
// the main actor per iteration is amortised; "MainActor hop only" measures that hop so it can be
// subtracted.
//
// The goal is stated as ratios, which only the "Ratio" benchmark measures reliably: it times a
// strong chain, a weak chain, the message and a NotificationCenter post back to back in every
// iteration (see BackToBack). Goal: message <= 2x the strong chain and <= 0.5x a NotificationCenter
// post. The weak chain is there to show the floor: every hop up Screens' chain follows a weak link.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    let perStrongChain = BenchmarkMetric.custom("Message ÷ strong chain (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let perNotification = BenchmarkMetric.custom("Message ÷ NotificationCenter (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let perWeakChain = BenchmarkMetric.custom("Message ÷ weak chain (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let messageTime = BenchmarkMetric.custom("Message (ns per send)", polarity: .prefersSmaller, useScalingFactor: false)
    let strongTime = BenchmarkMetric.custom("Strong chain (ns per call)", polarity: .prefersSmaller, useScalingFactor: false)
    let weakTime = BenchmarkMetric.custom("Weak chain (ns per call)", polarity: .prefersSmaller, useScalingFactor: false)
    let notificationTime = BenchmarkMetric.custom("NotificationCenter (ns per post)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Ratio: message ÷ strong chain and ÷ NotificationCenter, timed back to back",
        configuration: .init(
            metrics: [perStrongChain, perNotification, perWeakChain, messageTime, strongTime, weakTime, notificationTime],
            warmupIterations: 20,
            maxDuration: .seconds(10),
            maxIterations: 1_000
        )
    ) { benchmark in
        let timings = await BackToBack.measure(1_000)
        benchmark.measurement(perStrongChain, BackToBackFigures.ratio(timings.message, timings.strongChain))
        benchmark.measurement(perNotification, BackToBackFigures.ratio(timings.message, timings.notification))
        benchmark.measurement(perWeakChain, BackToBackFigures.ratio(timings.message, timings.weakChain))
        benchmark.measurement(messageTime, BackToBackFigures.nanoseconds(timings.message, per: timings.count))
        benchmark.measurement(strongTime, BackToBackFigures.nanoseconds(timings.strongChain, per: timings.count))
        benchmark.measurement(weakTime, BackToBackFigures.nanoseconds(timings.weakChain, per: timings.count))
        benchmark.measurement(notificationTime, BackToBackFigures.nanoseconds(timings.notification, per: timings.count))
    }

    Benchmark("Message: cell to coordinator (8 responders)") { benchmark in
        await DispatchScenario.runMessages(benchmark.scaledIterations.count)
    }
    Benchmark("Message, traced: cell to coordinator (8 responders)") { benchmark in
        await DispatchScenario.runTracedMessages(benchmark.scaledIterations.count)
    }
    Benchmark("Message: cell to third coordinator, passed on twice") { benchmark in
        await DispatchScenario.runPassedOnMessages(benchmark.scaledIterations.count)
    }
    Benchmark("Display: cell in one tab to a page another tab shows already (passed on once)") { benchmark in
        await DisplayScenario.runDisplays(benchmark.scaledIterations.count)
    }
    Benchmark("Delegate chain: cell to coordinator (8 weak hops)") { benchmark in
        await DelegateScenario.run(benchmark.scaledIterations.count)
    }
    Benchmark("Delegate chain: cell to coordinator (8 strong hops)") { benchmark in
        await DelegateScenario.runStrong(benchmark.scaledIterations.count)
    }
    Benchmark("NotificationCenter: post, one observer") { benchmark in
        await NotificationScenario.run(benchmark.scaledIterations.count)
    }
    Benchmark("MainActor hop only") { _ in
        await DispatchScenario.hopOnly()
    }
}
