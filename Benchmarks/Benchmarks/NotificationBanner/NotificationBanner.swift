import Benchmark
import LayersBenchmarkSupport

// A pushed notification's way from the push service to the banner on screen, in both renderers at
// once: the whole shop signed in on the backend fixture over loopback (LiveShop, the application and
// a scene, a TerminalApp on a terminal that times its writes, a BrowserUI tab that times its
// patches). Each of 200 promotions is pushed to the customer and timed until the terminal has written
// the frame with its banner and until the browser tab has sent the patch with it; the baseline is the
// bare stream read: a second reader of the same customer's event stream (Networking alone, no
// parsing) timed to the bytes of the same event. Then the banner is dismissed and the next pushed.
// Goal: the banner on screen within 5x the bare read at p95 (what the stream, the parse, the
// conversion, the manager, the coordinator and a frame or patch add), in either renderer.

let benchmarks: @Sendable () -> Void = {
    let bareP95 = BenchmarkMetric.custom("Bare stream read, p95 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let terminalP95 = BenchmarkMetric.custom(
        "Push to banner written, terminal, p95 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let browserP95 = BenchmarkMetric.custom(
        "Push to banner patch sent, browser, p95 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let terminalP50 = BenchmarkMetric.custom(
        "Push to banner written, terminal, p50 (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let terminalRatio = BenchmarkMetric.custom("Terminal ÷ bare read, p95 (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let browserRatio = BenchmarkMetric.custom("Browser ÷ bare read, p95 (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Latency: a pushed notification to its banner, terminal and browser, against the bare stream read",
        configuration: .init(
            metrics: [bareP95, terminalP95, terminalP50, browserP95, terminalRatio, browserRatio], warmupIterations: 0,
            maxDuration: .seconds(120), maxIterations: 1)
    ) { benchmark in
        let figures = try await PushToBanner.latencies(count: 200)
        let bare = figures.bare.percentile(0.95)
        benchmark.measurement(bareP95, Latencies.microseconds(bare))
        benchmark.measurement(terminalP95, Latencies.microseconds(figures.terminal.percentile(0.95)))
        benchmark.measurement(terminalP50, Latencies.microseconds(figures.terminal.percentile(0.5)))
        benchmark.measurement(browserP95, Latencies.microseconds(figures.browser.percentile(0.95)))
        benchmark.measurement(terminalRatio, BackToBackFigures.ratio(figures.terminal.percentile(0.95), bare))
        benchmark.measurement(browserRatio, BackToBackFigures.ratio(figures.browser.percentile(0.95), bare))
    }
}

/// The pushes, timed.
@MainActor
enum PushToBanner {
    struct Figures {
        var bare = Latencies()
        var terminal = Latencies()
        var browser = Latencies()
    }

    static func latencies(count: Int) async throws -> Figures {
        let shop = try await ShopUnderPush.start()
        var figures = Figures()
        do {
            for index in 0..<count {
                let times = try await shop.push("ZQX\(index)Q")
                figures.bare.append(times.bare)
                figures.terminal.append(times.terminal)
                figures.browser.append(times.browser)
            }
        } catch {
            await shop.stop()
            throw error
        }
        await shop.stop()
        return figures
    }
}
