import Benchmark
import Networking

// The network layer's concurrency against a backend 200 ms away (the fixture in-process with a fixed
// latency on every request), 100 export pages of 100 products.
// Baseline: a fixed limit of 8 requests in flight (the session's default before the limit adapted),
// the importer keeping as many pages in flight as the limit allows.
// Subject: the adaptive limit (AdaptiveLimit's defaults: from 8, between 2 and 64).
// Both are timed back to back in one process, iteration by iteration (paired ratio).
// A product page during the import: one details request sent while the import has pages queued,
// once as background work (what a FIFO limiter without priorities does: it waits its turn) and once
// user-initiated (it goes first, into the slot background work may not take).
// Goals: import adaptive ÷ fixed < 1; the user's product page within about one request's time
// (≈ 200 ms plus the fixture's own time), not behind the import's queue.

let benchmarks: @Sendable () -> Void = {
    let importRatio = BenchmarkMetric.custom("Adaptive ÷ fixed import (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let fixedImport = BenchmarkMetric.custom("Fixed 8: import (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let adaptiveImport = BenchmarkMetric.custom("Adaptive: import (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Import, 100 pages at 200 ms: adaptive ÷ fixed limit, timed back to back",
        configuration: .init(
            metrics: [importRatio, fixedImport, adaptiveImport], warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 3)
    ) { benchmark in
        let backend = try await SlowBackend.start()
        do {
            let fixed = try await backend.importCatalog(limit: .fixed(8))
            let adaptive = try await backend.importCatalog(limit: .adaptive)
            benchmark.measurement(fixedImport, Int(fixed / .milliseconds(1)))
            benchmark.measurement(adaptiveImport, Int(adaptive / .milliseconds(1)))
            benchmark.measurement(importRatio, Int((adaptive / fixed * 100).rounded()))
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    let fifoPage = BenchmarkMetric.custom("Product page, waiting its turn (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let userPage = BenchmarkMetric.custom("Product page, user-initiated (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let pageRatio = BenchmarkMetric.custom("User-initiated ÷ waiting its turn (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Product page during the import: user-initiated ÷ waiting its turn, timed back to back",
        configuration: .init(metrics: [fifoPage, userPage, pageRatio], warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 3)
    ) { benchmark in
        let backend = try await SlowBackend.start()
        do {
            let waited = TimingBox()
            let user = TimingBox()
            _ = try await backend.importCatalog(limit: .adaptive) { session in
                waited.value = try await backend.productPage(during: session, priority: .background)
            }
            _ = try await backend.importCatalog(limit: .adaptive) { session in
                user.value = try await backend.productPage(during: session, priority: .userInitiated)
            }
            benchmark.measurement(fifoPage, Int(waited.value / .milliseconds(1)))
            benchmark.measurement(userPage, Int(user.value / .milliseconds(1)))
            benchmark.measurement(pageRatio, Int((user.value / waited.value * 100).rounded()))
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }
}
