import Foundation
import GRDB
@testable import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

@Suite("Damaged databases, reset and migrations")
struct DatabaseRecoveryTests {
    let data = ResponseConverter()
    let importer = CatalogImporter()

    @Test func fileThatIsNoDatabaseIsReportedAndResetWorks() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("catalog.sqlite")
        try Data(String(repeating: "this is not a database ", count: 400).utf8).write(to: URL(fileURLWithPath: path))
        let error = await #expect(throws: StoreError.self) { try await CatalogStore.open(at: path) }
        guard case .corrupt(let reportedPath, _)? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(reportedPath == path)
        #expect(error?.isResettable == true)

        try CatalogStore.reset(at: path)
        let store = try await CatalogStore.open(at: path)
        #expect(try await store.productCount() == 0)
        try store.close()
    }

    @Test func damageInsideAValidFileIsFoundByTheCheck() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("catalog.sqlite")
        let store = try await CatalogStore.open(at: path)
        _ = try await importer.importCatalog(into: store, fetchParsed: { GeneratedCatalog(productCount: 300, pageSize: 300).page($0) })
        _ = try await store.database.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try store.close()

        // Everything after the first page (which holds the file header and the schema) is damaged.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 8 * 4_096)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4_096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: size - 4_096))
        try handle.close()

        let error = await #expect(throws: StoreError.self) { try await CatalogStore.open(at: path) }
        guard case .corrupt? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        try CatalogStore.reset(at: path)
        let fresh = try await CatalogStore.open(at: path)
        #expect(try await fresh.productCount() == 0)
        try fresh.close()
    }

    @Test func missingFolderIsCreatedAndAnUnwritablePlaceCannotOpen() async throws {
        let directory = try TemporaryDirectory()
        let store = try await CatalogStore.open(at: directory.path("nested/deeper/catalog.sqlite"))
        try store.close()
        try Data("file".utf8).write(to: directory.url.appendingPathComponent("blocker"))
        let error = await #expect(throws: StoreError.self) {
            try await CatalogStore.open(at: directory.path("blocker/catalog.sqlite"))
        }
        guard case .cannotOpen? = error else {
            Issue.record("expected .cannotOpen, got \(String(describing: error))")
            return
        }
    }

    @Test func migrationFromTheFirstSchemaKeepsProductsAndFillsSearchNames() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("catalog.sqlite")
        let queue = try DatabaseQueue(path: path)
        try CatalogSchema.migrator.migrate(queue, upTo: "v1")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO product (style, position, season, theme, name, categoryID, categoryName, description,
                      currency, price, salePrice, currentPrice, care, materials, colors, sizes, imagePromo, imageGrid,
                      gallery, updated)
                    VALUES ('W26KD0112', 0, 'W26', 'W26KD', 'Šifon Haljina', 'dresses', 'Dresses', NULL, 'EUR', '129.9',
                      NULL, 129.9, 'Hand wash', '', '11', 'S\u{1F}M', NULL, 'img/g.jpg', '', NULL)
                    """
            )
        }
        try queue.close()

        let reports = Reports()
        let store = try await CatalogStore.open(at: path) { reports.append($0) }
        #expect(reports.phases == [.opening, .checking, .migrating(step: 2, count: 3), .migrating(step: 3, count: 3), .ready])
        let style = try #require(Expect.style("W26KD0112"))
        let product = try #require(try await store.product(style))
        #expect(product.name == "Šifon Haljina")
        #expect(product.price.regular == Expect.euros("129.90"))
        #expect(product.sizes == Expect.sizes("S", "M"))
        #expect(product.care == ["Hand wash"])
        #expect(try await store.products(matching: "sifon").map(\.style) == [product.style])
        let indexes = try await store.read("indexes") { db in try db.indexes(on: "product").map(\.name) }
        #expect(Set(indexes.filter { !$0.hasPrefix("sqlite_autoindex") }) == ["productByCategory", "productByTheme", "productByPosition"])
        try store.close()
    }

    @Test func databaseOfANewerAppIsRefused() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("user.sqlite")
        let store = try await UserStore.open(at: path)
        try await store.write("pretend a newer app") { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-the-future')")
        }
        try store.close()
        await #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["v9-from-the-future"])) {
            try await UserStore.open(at: path)
        }
    }
}
