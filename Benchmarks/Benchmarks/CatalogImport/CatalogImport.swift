import Benchmark
import LayersBenchmarkSupport
import Foundation
import IvkoService

// The catalog import against plain parsing, in the same run: both take the same 100 pages of
// backend bytes (100,000 products, about 55 MB), made once before anything is measured (by the
// first benchmark, in its own process; see ExportPages). Each benchmark process holds all pages
// in memory, so its peak RSS includes those 55 MB of input; the delta metric leaves them out.
// Baseline: JSONSerialization parses every page, one after the other.
// Import: every page is handed to CatalogImporter (public API) as its raw bytes, checked against
// the page limits, parsed (JSONValue), converted by the ResponseConverter and written to a fresh catalog
// database in a temporary folder, which then replaces the catalog.
// For finding where the time goes, JSONValue(parsing:) alone is measured too: the whole page
// converted, which the import no longer does (it reads each record straight from the parsed tree).
// The ratio benchmark times the baseline and the import back to back in one process, iteration
// by iteration (PairedTiming: parse, import, import, parse), so that the ratio is not skewed by the
// machine getting slower or faster between processes; it reports the wall-clock and the CPU ratio.
// Every measured body runs on WorkerThreadExecutor, which has the width of an app's concurrency
// pool (the harness leaves the pool itself one thread short; see there).
// Goal: import <= 1.3x the baseline's wall clock and <= 2x its CPU time; import peak RSS <= 150 MB.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident, .peakMemoryResidentDelta],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(40),
        maxIterations: 5
    )

    Benchmark(
        "A. Export pages: made once per run for the benchmarks below",
        configuration: .init(metrics: [.wallClock], warmupIterations: 0, maxIterations: 1)
    ) { _ in
        ExportPages.removeEarlierRuns()
        blackHole(try await ExportPages.pages.count)
    }

    Benchmark("JSONSerialization: 100 pages, 100,000 products") { benchmark in
        let pages = try await ExportPages.pages
        try await withTaskExecutorPreference(WorkerThreadExecutor.shared) {
            benchmark.startMeasurement()
            try ImportRun.parseWithJSONSerialization(pages)
            benchmark.stopMeasurement()
        }
    }

    Benchmark("JSONValue(parsing:): 100 pages, parsed and converted whole") { benchmark in
        let pages = try await ExportPages.pages
        try await withTaskExecutorPreference(WorkerThreadExecutor.shared) {
            benchmark.startMeasurement()
            for page in pages {
                blackHole(try JSONValue(parsing: page))
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Import: 100 pages, 100,000 products into SQLite") { benchmark in
        let run = try await ImportRun(pages: try await ExportPages.pages)
        defer { run.remove() }
        try await withTaskExecutorPreference(WorkerThreadExecutor.shared) {
            benchmark.startMeasurement()
            let facts = try await run.importPages()
            benchmark.stopMeasurement()
            if let problem = run.problem(with: facts) { benchmark.error(problem) }
        }
    }

    let wallRatio = BenchmarkMetric.custom("Import ÷ JSONSerialization, wall (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let cpuRatio = BenchmarkMetric.custom("Import ÷ JSONSerialization, CPU (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Ratio: import ÷ JSONSerialization, timed back to back",
        configuration: .init(metrics: [wallRatio, cpuRatio], warmupIterations: 1, maxDuration: .seconds(90), maxIterations: 5)
    ) { benchmark in
        let pages = try await ExportPages.pages
        // Both imports' empty databases are opened before the clock starts.
        var runs = [try await ImportRun(pages: pages), try await ImportRun(pages: pages)]
        defer { runs.forEach { $0.remove() } }
        try await withTaskExecutorPreference(WorkerThreadExecutor.shared) {
            var problem: String?
            let timing = try await PairedTiming.time {
                try ImportRun.parseWithJSONSerialization(pages)
            } subject: {
                let run = runs.removeLast()
                defer { runs.insert(run, at: 0) }
                problem = run.problem(with: try await run.importPages()) ?? problem
            }
            if let problem { benchmark.error(problem) }
            benchmark.measurement(wallRatio, Int((100 * timing.timeRatio).rounded()))
            benchmark.measurement(cpuRatio, Int((100 * timing.cpuRatio).rounded()))
        }
    }
}
