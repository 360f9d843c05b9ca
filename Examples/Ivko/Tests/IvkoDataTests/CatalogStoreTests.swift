import AsyncTools
import Foundation
import GRDB
@testable import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

@Suite("Catalog database")
struct CatalogStoreTests {
    let data = ResponseConverter()
    let importer = CatalogImporter()

    @Test func opensInWALModeAndReportsProgress() async throws {
        let directory = try TemporaryDirectory()
        let reports = Reports()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite")) { reports.append($0) }
        #expect(
            reports.phases == [
                .opening, .checking, .migrating(step: 1, count: 3), .migrating(step: 2, count: 3), .migrating(step: 3, count: 3), .ready,
            ])
        #expect(reports.fractions == reports.fractions.sorted())
        #expect(reports.fractions.last == 1)
        let mode = try await store.read("journal mode") { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        try store.close()

        let reopened = Reports()
        let again = try await CatalogStore.open(at: directory.path("catalog.sqlite")) { reopened.append($0) }
        #expect(reopened.phases == [.opening, .checking, .ready])
        try again.close()
    }

    @Test func sampleProductsRoundTripExactly() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let page = try data.productPage(fromProducts: Samples.json("products-page1.json"))
        var catalogImport = try await store.beginImport()
        try await catalogImport.add(page)
        #expect(try await store.productCount() == 0)
        try await catalogImport.finish()

        #expect(try await store.productCount() == 5)
        for product in page.products {
            #expect(try await store.product(product.style) == product)
        }
        #expect(try await store.product(try #require(Expect.style("S26BL0007"))) == nil)
        let categories = try await store.categories()
        #expect(categories.map(\.name) == ["Dresses", "Knitwear", "Skirts"])
        #expect(categories.map(\.id.rawValue) == ["dresses", "knitwear", "skirts"])
        let dresses = try await store.products(in: CategoryID(rawValue: "dresses"))
        #expect(dresses.map(\.style.rawValue) == ["W26KD0112", "W26KD0140"])
        let nordic = try await store.products(in: try #require(ThemeID(rawValue: "W26NR")))
        #expect(nordic.map(\.style.rawValue) == ["W26NR0031", "W26NR0032"])
        #expect(try await store.products(matching: "knit").map(\.style.rawValue) == ["W26NR0031"])
        #expect(try await store.products(matching: "100%").isEmpty)
        let facts = try #require(try await store.lastImport())
        #expect(facts.productCount == 5)
        #expect(facts.inactiveCount == 1)
        #expect(facts.exportedAt == Expect.utc(2026, 11, 21, 13, 3))
        try store.close()
    }

    @Test func referenceDataRoundTrips() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let seasons = try data.seasons(fromSeasons: Samples.json("seasons.json")).value
        let colors = try data.colorTable(fromColors: Samples.json("colors.json")).value
        let now = Expect.utc(2026, 11, 21, 11, 0)
        let promotions = try data.promotions(fromSlides: Samples.json("slides.json"), now: now).value
        try await store.replaceSeasons(seasons)
        try await store.replaceColorTable(colors)
        try await store.replacePromotions(promotions)
        #expect(try await store.seasons() == seasons)
        #expect(try await store.colorTable() == colors)
        #expect(try await store.promotions(on: try #require(Expect.day(2026, 11, 21))) == promotions)
        let afterNordic = try await store.promotions(on: try #require(Expect.day(2026, 12, 16)))
        #expect(afterNordic.map(\.style.rawValue) == ["W26KD0112", "W26KD0140"])
        try store.close()
    }

    @Test func searchIgnoresCaseAndAccents() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = GeneratedCatalog(productCount: 12, pageSize: 12)
        _ = try await importer.importCatalog(into: store, fetchParsed: { catalog.page($0) })
        let found = try await store.products(matching: "šifon haljina 1")
        #expect(found.map(\.name) == ["Šifon Haljina 1", "Šifon Haljina 10", "Šifon Haljina 11"])
        #expect(try await store.products(matching: "SIFON").count == 10)
        #expect(try await store.products(matching: "_").isEmpty)
        try store.close()
    }
}

/// Collects progress reports from a `@Sendable` callback.
final class Reports: Sendable {
    private let stored = Locked<[StoreOpeningProgress]>([])

    func append(_ progress: StoreOpeningProgress) {
        stored.withLock { $0.append(progress) }
    }

    var phases: [StoreOpeningProgress.Phase] { stored.withLock { $0.map(\.phase) } }
    var fractions: [Double] { stored.withLock { $0.map(\.fractionCompleted) } }
}
