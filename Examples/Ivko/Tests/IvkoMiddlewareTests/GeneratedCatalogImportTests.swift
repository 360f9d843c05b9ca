import Foundation
import IvkoBackend
import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

/// The whole path of a catalog import, at a size `swift test` can afford: the backend fixture's
/// generated export, paged over HTTP, through the API wrapper and the ResponseConverter into SQLite.
/// The benchmark runs the same path with 100,000 products.
@Suite("Generated catalog import against the running backend")
struct GeneratedCatalogImportTests {
    @Test("3,000 generated products import page by page: every active one imported, inactive ones left out, none skipped")
    func importsTheGeneratedExport() async throws {
        let catalog = IvkoCatalog(productCount: 3_000)
        let inactive = catalog.products.filter { !$0.isActive }.count
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))

        let facts = try await LiveBackend.with(catalog: catalog) { shop in
            try await shop.data.importCatalog(into: store, pageSize: 500)
        }

        #expect(facts.inactiveCount == inactive)
        #expect(facts.skippedCount == 0, "skipped \(facts.skippedCount)")
        #expect(facts.productCount == 3_000 - inactive)
        #expect(try await store.productCount() == facts.productCount)

        let sequinStyle = try #require(StyleCode(rawValue: "W26KD0112"))
        let inactiveStyle = try #require(StyleCode(rawValue: "S26BL0007"))
        let sequinDress = try #require(try await store.product(sequinStyle))
        #expect(sequinDress.name == "Sequin Dress")
        #expect(sequinDress.price.regular.amount == Decimal(string: "129.90"))
        #expect(try await store.product(inactiveStyle) == nil)
        try store.close()
    }
}
