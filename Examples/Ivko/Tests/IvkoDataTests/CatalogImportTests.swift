import AsyncTools
import AsyncTestSupport
import Foundation
import GRDB
@testable import IvkoData
import IvkoModel
import IvkoService
import IvkoTestSupport
import Testing

@Suite("Paged catalog import", .waitLimit(.seconds(300)))
struct CatalogImportTests {
    let data = ResponseConverter()
    let importer = CatalogImporter()

    @Test func generatedCatalogImportsPageByPage() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = GeneratedCatalog(productCount: 2_500, pageSize: 500)
        let progress = ImportReports()
        let requested = ImportReports()
        let facts = try await importer.importCatalog(
            into: store, progress: { progress.append($0) },
            fetchParsed: { page in
                requested.append(CatalogImportProgress(pagesDone: page, pageCount: 0, productCount: 0, skippedCount: 0))
                return catalog.page(page)
            })
        #expect(requested.reports.map(\.pagesDone).sorted() == [1, 2, 3, 4, 5])
        #expect(progress.reports.map(\.pagesDone) == [1, 2, 3, 4, 5])
        #expect(progress.reports.allSatisfy { $0.pageCount == 5 })
        #expect(progress.reports.last?.fractionCompleted == 1)
        // 2,500 products: every tenth inactive (250), product 7 unreadable (1).
        #expect(facts.productCount == 2_249)
        #expect(facts.inactiveCount == 250)
        #expect(facts.skippedCount == 1)
        #expect(try await store.productCount() == 2_249)
        let categories = try await store.categories()
        #expect(categories.map(\.name) == ["Dresses", "Knitwear", "Skirts"])
        // The import's counts match counting the products one by one.
        let counts = try await store.productCounts()
        #expect(Set(counts.keys) == Set(categories.map(\.id)))
        for category in categories {
            #expect(counts[category.id] == (try await store.products(in: category.id, limit: .max).count), "\(category.name)")
        }
        #expect(counts.values.reduce(0, +) == 2_249)
        // A filter of several parts is one query, and agrees with narrowing one part's answer.
        let dresses = try #require(categories.first)
        let inDresses = try await store.products(in: dresses.id, limit: .max)
        let narrowed = try await store.products(category: dresses.id, matching: "HALJINA 1", limit: .max)
        #expect(!narrowed.isEmpty && narrowed.count < inDresses.count)
        #expect(narrowed.map(\.style) == inDresses.filter { SearchText.folded($0.name).contains("haljina 1") }.map(\.style))
        let page = try await store.products(category: dresses.id, matching: "haljina 1", limit: 3, offset: 1)
        #expect(page.map(\.style) == narrowed.dropFirst().prefix(3).map(\.style))
        let firstStyle = try #require(Expect.style("W26KD0000"))
        let first = try #require(try await store.product(firstStyle))
        #expect(first.name == "Šifon Haljina 0")
        #expect(first.price.regular == Expect.euros("1100.90"))
        #expect(first.description == "Product & number 0")
        let staged = try await store.read("staged") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stagedProduct") }
        #expect(staged == 0)
        try store.close()
    }

    @Test func failedImportLeavesThePreviousCatalog() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let old = GeneratedCatalog(productCount: 30, pageSize: 10)
        _ = try await importer.importCatalog(into: store, fetchParsed: { old.page($0) })
        #expect(try await store.productCount() == 26)

        let new = GeneratedCatalog(productCount: 100, pageSize: 10)
        await #expect(throws: CatalogImportError.page(3, .offline(reason: "connection lost"))) {
            try await importer.importCatalog(
                into: store,
                fetchParsed: { page throws(ShopError) in
                    if page == 3 { throw .offline(reason: "connection lost") }
                    return new.page(page)
                })
        }
        #expect(try await store.productCount() == 26)
        #expect(try await store.lastImport()?.productCount == 26)

        let wrongShape = CatalogImportError.conversion(
            page: 2, .unexpectedStructure(.products, path: "products", expected: "an array", found: "text")
        )
        await #expect(throws: wrongShape) {
            try await importer.importCatalog(
                into: store,
                fetchParsed: { page in
                    page == 2 ? .object(["products": .string("oops")]) : new.page(page)
                })
        }
        #expect(try await store.productCount() == 26)

        let facts = try await importer.importCatalog(into: store, fetchParsed: { new.page($0) })
        #expect(facts.productCount == 89)
        #expect(try await store.productCount() == 89)
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func cancelledImportLeavesThePreviousCatalog() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let old = GeneratedCatalog(productCount: 10, pageSize: 10)
        _ = try await importer.importCatalog(into: store, fetchParsed: { old.page($0) })
        let new = GeneratedCatalog(productCount: 100, pageSize: 10)
        let gate = Gate()
        let task = Task {
            try await importer.importCatalog(
                into: store,
                fetchParsed: { page in
                    if page == 3 { await gate.pass() }
                    return new.page(page)
                })
        }
        try await waitUntil("the import reached page 3") { gate.arrivals >= 1 }
        task.cancel()
        gate.open()
        await #expect(throws: CatalogImportError.cancelled) { try await task.boundedValue("the cancelled import") }
        #expect(try await store.productCount() == 8)
        try store.close()
    }
}

/// Collects import progress from a `@Sendable` callback.
final class ImportReports: Sendable {
    private let stored = Locked<[CatalogImportProgress]>([])

    func append(_ progress: CatalogImportProgress) {
        stored.withLock { $0.append(progress) }
    }

    var reports: [CatalogImportProgress] { stored.withLock { $0 } }
}
