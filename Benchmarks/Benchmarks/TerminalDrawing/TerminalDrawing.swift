import Benchmark
import Foundation
import LayersBenchmarkSupport
import Screens
import TerminalUI

// Lists are virtual: only the rows on screen have cells, so drawing a list and moving focus through
// it should cost the same for 100,000 items as for 30. The goal is stated as ratios (long ÷ short,
// both ≤ 1.5×), which only the "Ratio" benchmark measures reliably: it times the long list and the
// short one back to back in every iteration, in one process (see BackToBack), so the machine being
// busier in one moment than the next does not skew them.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    let frameRatio = BenchmarkMetric.custom("Frame: 100,000 ÷ 30 items (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let focusRatio = BenchmarkMetric.custom("Focus move: 100,000 ÷ 30 items (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let longFrame = BenchmarkMetric.custom("Frame, 100,000 items (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let shortFrame = BenchmarkMetric.custom("Frame, 30 items (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let longMove = BenchmarkMetric.custom("Focus move, 100,000 items (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let shortMove = BenchmarkMetric.custom("Focus move, 30 items (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Ratio: a 100,000-item list ÷ a 30-item list (frame, focus move), timed back to back",
        configuration: .init(
            metrics: [frameRatio, focusRatio, longFrame, shortFrame, longMove, shortMove],
            warmupIterations: 5,
            maxDuration: .seconds(10),
            maxIterations: 200
        )
    ) { benchmark in
        let timings = await BackToBack.measure(frames: 50, moves: 20)
        benchmark.measurement(frameRatio, BackToBackFigures.ratio(timings.longFrames, timings.shortFrames))
        benchmark.measurement(focusRatio, BackToBackFigures.ratio(timings.longMoves, timings.shortMoves))
        benchmark.measurement(longFrame, BackToBackFigures.microseconds(timings.longFrames, per: timings.frames))
        benchmark.measurement(shortFrame, BackToBackFigures.microseconds(timings.shortFrames, per: timings.frames))
        benchmark.measurement(longMove, BackToBackFigures.microseconds(timings.longMoves, per: timings.moves))
        benchmark.measurement(shortMove, BackToBackFigures.microseconds(timings.shortMoves, per: timings.moves))
    }

    let latencyP95 = BenchmarkMetric.custom("App change to frame written, p95 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let latencyP50 = BenchmarkMetric.custom("App change to frame written, p50 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let bareP95 = BenchmarkMetric.custom(
        "Bare trip to the main actor and a turn, p95 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let latencyRatio = BenchmarkMetric.custom("App change ÷ bare trip, p95 (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "App change: a badge changed in the background until its frame is written (terminal)",
        configuration: .init(metrics: [latencyP95, latencyP50, bareP95, latencyRatio], warmupIterations: 1, maxIterations: 10)
    ) { benchmark in
        let figures = await AppChange.latencies(count: 200)
        let p95 = figures.subject.percentile(0.95)
        benchmark.measurement(latencyP95, Latencies.microseconds(p95))
        benchmark.measurement(latencyP50, Latencies.microseconds(figures.subject.percentile(0.5)))
        benchmark.measurement(bareP95, Latencies.microseconds(figures.baseline.percentile(0.95)))
        benchmark.measurement(latencyRatio, BackToBackFigures.ratio(p95, figures.baseline.percentile(0.95)))
    }

    let workRatio = BenchmarkMetric.custom(
        "Badge change ÷ whole window, drawn and diffed (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let badgeWork = BenchmarkMetric.custom("Badge change, drawn and diffed (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let wholeWork = BenchmarkMetric.custom("Whole window, drawn and diffed (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Work: a badge change ÷ the whole window, drawn and diffed, timed back to back (terminal)",
        configuration: .init(
            metrics: [workRatio, badgeWork, wholeWork], warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 200)
    ) { benchmark in
        let figures = await AppChange.work(count: 50)
        benchmark.measurement(workRatio, BackToBackFigures.ratio(figures.inPlace, figures.whole))
        benchmark.measurement(badgeWork, BackToBackFigures.microseconds(figures.inPlace, per: figures.changes))
        benchmark.measurement(wholeWork, BackToBackFigures.microseconds(figures.whole, per: figures.changes))
    }

    Benchmark("Frame: a 100,000-item list, drawn and diffed (100x30)") { benchmark in
        await BackToBack.drawFrames(items: 100_000, count: benchmark.scaledIterations.count)
    }
    Benchmark("Frame: a 30-item list, drawn and diffed (100x30)") { benchmark in
        await BackToBack.drawFrames(items: 30, count: benchmark.scaledIterations.count)
    }
}
