import Benchmark
import Foundation
import IvkoData
import IvkoService
import Logging

// The catalog import against plain parsing, in the same run: both take the same 100 pages of
// backend bytes (100,000 products, about 55 MB), made once before anything is measured (by the
// first benchmark, in its own process; see ExportPages). Each benchmark process holds all pages
// in memory, so its peak RSS includes those 55 MB of input; the delta metric leaves them out.
// Baseline: JSONSerialization parses every page, one after the other.
// Import: every page is parsed (JSONValue), converted by the DataManager and written to a fresh
// catalog database in a temporary folder, which then replaces the catalog.
// For finding where the time goes, JSONValue(parsing:) alone is measured too.
// Goal: import wall clock <= 2.0x the baseline's, import peak RSS <= 150 MB.

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
        benchmark.startMeasurement()
        for page in pages {
            blackHole(try JSONSerialization.jsonObject(with: page))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("JSONValue(parsing:): 100 pages, the import's first step") { benchmark in
        let pages = try await ExportPages.pages
        benchmark.startMeasurement()
        for page in pages {
            blackHole(try JSONValue(parsing: page))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Import: 100 pages, 100,000 products into SQLite") { benchmark in
        let pages = try await ExportPages.pages
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try await CatalogStore.open(at: folder.appendingPathComponent("catalog.sqlite").path)
        var logger = Logger(label: "ivko.data")
        logger.logLevel = .error
        let data = DataManager(logger: logger)

        benchmark.startMeasurement()
        let facts = try await data.importCatalog(into: store) { page in
            guard pages.indices.contains(page - 1) else { throw URLError(.fileDoesNotExist) }
            return try JSONValue(parsing: pages[page - 1])
        }
        benchmark.stopMeasurement()

        try store.close()
        if facts.productCount + facts.inactiveCount + facts.skippedCount != ExportPages.productCount {
            benchmark.error("imported \(facts.productCount) + \(facts.inactiveCount) inactive + \(facts.skippedCount) skipped")
        }
    }
}
