import Benchmark
import Coordinators
import Foundation
import Screens

// One message from a cell six views deep in a view controller to the coordinator that owns the
// controller, three ways, in the same run: a Layers message, a hand-written weak delegate chain of
// the same depth, and a NotificationCenter post. Each iteration sends `scalingFactor` (1,000)
// messages on the main actor, so the single hop onto the main actor per iteration is amortised;
// "MainActor hop only" measures that hop so it can be subtracted.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    Benchmark("Message: cell to coordinator (8 responders)") { benchmark in
        await DispatchScenario.runMessages(benchmark.scaledIterations.count)
    }
    Benchmark("Message, traced: cell to coordinator (8 responders)") { benchmark in
        await DispatchScenario.runTracedMessages(benchmark.scaledIterations.count)
    }
    Benchmark("Message: cell to third coordinator, passed on twice") { benchmark in
        await DispatchScenario.runPassedOnMessages(benchmark.scaledIterations.count)
    }
    Benchmark("Delegate chain: cell to coordinator (8 weak hops)") { benchmark in
        await DelegateScenario.run(benchmark.scaledIterations.count)
    }
    Benchmark("NotificationCenter: post, one observer") { benchmark in
        await NotificationScenario.run(benchmark.scaledIterations.count)
    }
    Benchmark("MainActor hop only") { _ in
        await DispatchScenario.hopOnly()
    }
}
