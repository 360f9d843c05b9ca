import Benchmark
import Foundation
import LayersBenchmarkSupport

// The browser renderer's goals are ratios: a change sends a patch, not the page (a badge change's
// patch ≤ 1% of the page's bytes), and lists are virtual (a 100,000-row list's page and a scroll in
// it ≤ 1.5× a 30-row list's). "Ratio" times the long and the short list back to back in every
// iteration, in one process (see BrowserScenarios). Sizes are bytes as a browser receives them: the
// page's HTML, the patches' JSON.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    let pageRatio = BenchmarkMetric.custom("Page: 100,000 ÷ 30 rows (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let scrollRatio = BenchmarkMetric.custom("Scroll: 100,000 ÷ 30 rows (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let bytesRatio = BenchmarkMetric.custom("Page bytes: 100,000 ÷ 30 rows (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let longPage = BenchmarkMetric.custom("Page, 100,000 rows (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let shortPage = BenchmarkMetric.custom("Page, 30 rows (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let longScroll = BenchmarkMetric.custom("Scroll, 100,000 rows (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let shortScroll = BenchmarkMetric.custom("Scroll, 30 rows (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Ratio: a 100,000-row list ÷ a 30-row list (page, scroll), timed back to back",
        configuration: .init(
            metrics: [pageRatio, scrollRatio, bytesRatio, longPage, shortPage, longScroll, shortScroll],
            warmupIterations: 3,
            maxDuration: .seconds(10),
            maxIterations: 200
        )
    ) { benchmark in
        let timings = await BrowserScenarios.measure(pages: 20, scrolls: 20)
        benchmark.measurement(pageRatio, BackToBackFigures.ratio(timings.longPages, timings.shortPages))
        benchmark.measurement(scrollRatio, BackToBackFigures.ratio(timings.longScrolls, timings.shortScrolls))
        benchmark.measurement(bytesRatio, Int((100 * Double(timings.longBytes) / Double(max(timings.shortBytes, 1))).rounded()))
        benchmark.measurement(longPage, BackToBackFigures.microseconds(timings.longPages, per: timings.pages))
        benchmark.measurement(shortPage, BackToBackFigures.microseconds(timings.shortPages, per: timings.pages))
        benchmark.measurement(longScroll, BackToBackFigures.microseconds(timings.longScrolls, per: timings.scrolls))
        benchmark.measurement(shortScroll, BackToBackFigures.microseconds(timings.shortScrolls, per: timings.scrolls))
    }

    let badgeShare = BenchmarkMetric.custom("Badge patch ÷ page, bytes (x10,000)", polarity: .prefersSmaller, useScalingFactor: false)
    let focusShare = BenchmarkMetric.custom("Focus patch ÷ page, bytes (x10,000)", polarity: .prefersSmaller, useScalingFactor: false)
    let pageBytes = BenchmarkMetric.custom("Page (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
    let badgeBytes = BenchmarkMetric.custom("Badge patch (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
    let focusBytes = BenchmarkMetric.custom("Focus patch (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Patch: a badge change and a focus move ÷ the whole page, bytes",
        configuration: .init(
            metrics: [badgeShare, focusShare, pageBytes, badgeBytes, focusBytes], warmupIterations: 1, maxIterations: 20
        )
    ) { benchmark in
        guard let sizes = try? await BrowserScenarios.sizes() else { return }
        let page = Double(max(sizes.page, 1))
        benchmark.measurement(badgeShare, Int((10_000 * Double(sizes.badgePatch) / page).rounded()))
        benchmark.measurement(focusShare, Int((10_000 * Double(sizes.focusPatch) / page).rounded()))
        benchmark.measurement(pageBytes, sizes.page)
        benchmark.measurement(badgeBytes, sizes.badgePatch)
        benchmark.measurement(focusBytes, sizes.focusPatch)
    }

    let latencyP95 = BenchmarkMetric.custom("App change to patch sent, p95 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let latencyP50 = BenchmarkMetric.custom("App change to patch sent, p50 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let bareP95 = BenchmarkMetric.custom(
        "Bare trip to the main actor and a turn, p95 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let latencyRatio = BenchmarkMetric.custom("App change ÷ bare trip, p95 (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "App change: a badge changed in the background until its patch is sent (browser tab)",
        configuration: .init(metrics: [latencyP95, latencyP50, bareP95, latencyRatio], warmupIterations: 1, maxIterations: 10)
    ) { benchmark in
        let figures = await AppChange.latencies(count: 200)
        let p95 = figures.subject.percentile(0.95)
        benchmark.measurement(latencyP95, Latencies.microseconds(p95))
        benchmark.measurement(latencyP50, Latencies.microseconds(figures.subject.percentile(0.5)))
        benchmark.measurement(bareP95, Latencies.microseconds(figures.baseline.percentile(0.95)))
        benchmark.measurement(latencyRatio, BackToBackFigures.ratio(p95, figures.baseline.percentile(0.95)))
    }

    let workRatio = BenchmarkMetric.custom("Badge change ÷ whole page, rendered (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let badgeWork = BenchmarkMetric.custom("Badge change, rendered and diffed (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let wholeWork = BenchmarkMetric.custom("Whole page, rendered (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Work: a badge change ÷ the whole page, timed back to back (browser)",
        configuration: .init(
            metrics: [workRatio, badgeWork, wholeWork], warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 200)
    ) { benchmark in
        let figures = await AppChange.work(count: 50)
        benchmark.measurement(workRatio, BackToBackFigures.ratio(figures.badge, figures.whole))
        benchmark.measurement(badgeWork, BackToBackFigures.microseconds(figures.badge, per: figures.changes))
        benchmark.measurement(wholeWork, BackToBackFigures.microseconds(figures.whole, per: figures.changes))
    }
}
