import AsyncTools
import Foundation
import GRDB
@testable import IvkoData
import IvkoModel
import IvkoService
import IvkoTestSupport
import Testing

@Suite("Pipelined catalog import and the staging swap")
struct PipelinedImportTests {
    let data = ResponseConverter()
    let importer = CatalogImporter()

    @Test func pagesAreWrittenInExportOrderAndFetchedAtMostPagesAheadOfTheWriter() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = GeneratedCatalog(productCount: 1_200, pageSize: 100)
        let written = ImportReports()
        let fetches = FetchLog()
        let facts = try await importer.importCatalog(
            into: store, progress: { written.append($0) },
            fetchParsed: { page in
                fetches.record(page: page, pagesWritten: written.reports.count)
                return catalog.page(page)
            })
        // Fetches of later pages overlap, so they may begin out of order; each page is fetched once.
        #expect(fetches.entries.map(\.page).sorted() == Array(1...12))
        #expect(fetches.entries.first?.page == 1)
        // While page k is written, pages up to k + pagesAhead are fetched, never further.
        #expect(fetches.entries.allSatisfy { $0.page - $0.pagesWritten <= CatalogImporter.pagesAhead + 1 })
        #expect(written.reports.map(\.pagesDone) == Array(1...12))

        let expected = (0..<1_200).filter { $0 % 10 != 9 && $0 != 7 }
        #expect(facts.productCount == expected.count)
        let rows = try await store.read("order") { db in
            try Row.fetchAll(db, sql: "SELECT position, name FROM product ORDER BY position")
                .map { row -> (Int, String) in (row["position"], row["name"]) }
        }
        #expect(rows.map(\.0) == Array(0..<expected.count))
        #expect(rows.compactMap { $0.1.split(separator: " ").last.flatMap { Int($0) } } == expected)
        try store.close()
    }

    @Test func finishedImportsKeepTheProductTablesIndexesAndAnEmptyStagingTable() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("catalog.sqlite")
        let store = try await CatalogStore.open(at: path)
        let first = GeneratedCatalog(productCount: 40, pageSize: 10)
        let second = GeneratedCatalog(productCount: 60, pageSize: 25)
        _ = try await importer.importCatalog(into: store, fetchParsed: { first.page($0) })
        _ = try await importer.importCatalog(into: store, fetchParsed: { second.page($0) })
        try await expectSchemaAfterSwap(store)
        #expect(try await store.productCount() == 53)
        #expect(try await store.products(matching: "sifon haljina 12").count == 1)
        try store.close()

        let reopened = try await CatalogStore.open(at: path)
        #expect(try await reopened.productCount() == 53)
        #expect(try await reopened.categories().map(\.name) == ["Dresses", "Knitwear", "Skirts"])
        try reopened.close()
    }

    @Test func abandonedImportAfterASwapLeavesThePreviousCatalog() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let old = GeneratedCatalog(productCount: 20, pageSize: 10)
        _ = try await importer.importCatalog(into: store, fetchParsed: { old.page($0) })
        let new = GeneratedCatalog(productCount: 50, pageSize: 10)
        await #expect(throws: CatalogImportError.page(5, .offline(reason: "timed out"))) {
            try await importer.importCatalog(
                into: store,
                fetchParsed: { page throws(ShopError) in
                    if page == 5 { throw .offline(reason: "timed out") }
                    return new.page(page)
                })
        }
        #expect(try await store.productCount() == 17)
        #expect(try await store.lastImport()?.productCount == 17)
        #expect(try await writerCheckpointPages(store) == 1_000)
        let staged = try await store.read("staged") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stagedProduct") }
        // Pages 1-4 (35 active products) at most: page 5 may fail while an earlier one is pending.
        #expect((staged ?? 0) <= 35)
        let facts = try await importer.importCatalog(into: store, fetchParsed: { new.page($0) })
        #expect(facts.productCount == 44)
        #expect(try await writerCheckpointPages(store) == 1_000)
        try await expectSchemaAfterSwap(store)
        try store.close()
    }

    @Test func importSuspendsCheckpointsUntilItEnds() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        var catalogImport = try await store.beginImport()
        #expect(try await writerCheckpointPages(store) == 0)
        try await catalogImport.add(data.productPage(fromProducts: GeneratedCatalog(productCount: 10, pageSize: 10).page(1)))
        try await catalogImport.finish()
        #expect(try await writerCheckpointPages(store) == 1_000)
        let abandoned = try await store.beginImport()
        await abandoned.abandon()
        #expect(try await writerCheckpointPages(store) == 1_000)
        try store.close()
    }

    /// The writer connection's `wal_autocheckpoint` (a setting of each connection).
    private func writerCheckpointPages(_ store: CatalogStore) async throws -> Int? {
        try await store.write("checkpoint setting") { db in try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") }
    }

    private func expectSchemaAfterSwap(_ store: CatalogStore) async throws {
        let schema = try await store.read("schema") { db in
            (
                indexes: try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'product' AND sql IS NOT NULL
                        ORDER BY name
                        """),
                productColumns: try db.columns(in: "product").map(\.name),
                stagedColumns: try db.columns(in: "stagedProduct").map(\.name),
                stagedIndexes: try db.indexes(on: "stagedProduct").map(\.name),
                staged: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stagedProduct"),
                plan: try String.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN SELECT * FROM product WHERE categoryID = 'x' ORDER BY position",
                    adapter: SuffixRowAdapter(fromIndex: 3)
                ),
                searchPlan: try String.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN SELECT * FROM product WHERE searchName LIKE '%x%' ORDER BY position LIMIT 50",
                    adapter: SuffixRowAdapter(fromIndex: 3)
                )
            )
        }
        #expect(schema.indexes == ["productByCategory", "productByPosition", "productByTheme"])
        #expect(schema.stagedColumns == schema.productColumns)
        #expect(Set(schema.stagedColumns) == Set(ProductRecord.columns) && schema.stagedColumns.count == ProductRecord.columns.count)
        #expect(schema.stagedIndexes.allSatisfy { $0.hasPrefix("sqlite_autoindex_stagedProduct") })
        #expect(schema.staged == 0)
        #expect(schema.plan.contains { $0.contains("productByCategory") })
        // A search walks the products in export order and stops at its limit: no sort of every match.
        #expect(schema.searchPlan.contains { $0.contains("productByPosition") })
        #expect(!schema.searchPlan.contains { $0.contains("TEMP B-TREE") }, "\(schema.searchPlan)")
    }
}

/// Which page was fetched when, from a `@Sendable` fetch closure.
final class FetchLog: Sendable {
    struct Entry: Sendable {
        let page: Int
        let pagesWritten: Int
    }

    private let stored = Locked<[Entry]>([])

    func record(page: Int, pagesWritten: Int) {
        stored.withLock { $0.append(Entry(page: page, pagesWritten: pagesWritten)) }
    }

    var entries: [Entry] { stored.withLock { $0 } }
}
