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

    Benchmark("Frame: a 100,000-item list, drawn and diffed (100x30)") { benchmark in
        await BackToBack.drawFrames(items: 100_000, count: benchmark.scaledIterations.count)
    }
    Benchmark("Frame: a 30-item list, drawn and diffed (100x30)") { benchmark in
        await BackToBack.drawFrames(items: 30, count: benchmark.scaledIterations.count)
    }
}
