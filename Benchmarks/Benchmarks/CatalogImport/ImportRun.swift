import Benchmark
import Foundation
import IvkoData
import IvkoModel
import Logging

/// One import of the export pages into a new catalog database in a temporary folder, set up
/// before it is timed; and the baseline it is compared with.
struct ImportRun {
    /// The export's pages, in order.
    let pages: [Data]
    /// The folder that holds the database, removed by `remove()`.
    let folder: URL
    /// The catalog the pages are imported into.
    let store: CatalogStore
    /// The importer that reads, converts and writes the pages, logging errors only.
    let importer: CatalogImporter

    /// Opens an empty catalog database for importing `pages`.
    init(pages: [Data]) async throws {
        self.pages = pages
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try await CatalogStore.open(at: folder.appendingPathComponent("catalog.sqlite").path)
        var logger = Logger(label: "ivko.data")
        logger.logLevel = .error
        importer = CatalogImporter(converter: ResponseConverter(logger: logger))
    }

    /// Imports every page through the importer's public API, as the backend's raw bodies: each is
    /// checked against the page limits, parsed, its records converted from the parsed tree, written.
    func importPages() async throws -> CatalogImportFacts {
        let pages = pages
        return try await importer.importCatalog(into: store) { page throws(ShopError) in
            guard pages.indices.contains(page - 1) else { throw .notFound(message: "no page \(page)") }
            return RawExportPage(body: pages[page - 1])
        }
    }

    /// What is wrong with an import that did not account for every product of the export.
    func problem(with facts: CatalogImportFacts) -> String? {
        guard facts.productCount + facts.inactiveCount + facts.skippedCount != ExportPages.productCount else { return nil }
        return "imported \(facts.productCount) + \(facts.inactiveCount) inactive + \(facts.skippedCount) skipped"
    }

    /// Closes the database and deletes its folder.
    func remove() {
        try? store.close()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The baseline: `JSONSerialization` parses every page, one after the other.
    static func parseWithJSONSerialization(_ pages: [Data]) throws {
        for page in pages {
            blackHole(try JSONSerialization.jsonObject(with: page))
        }
    }
}
