import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// `CatalogManager.importProducts(progress:)` and `hasProducts()`: the import asked for now (a
/// catalog never imported), its progress, joining an import under way, and its typed failures.
@Suite(.waitLimit(.seconds(300)))
struct CatalogManagerImportTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static func products(_ count: Int) -> [Product] {
        (0..<count).map { ModelValues.product(String(format: "W26KD%04d", $0 + 1), name: "Dress \($0 + 1)") }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func progressAgainstTheBackendComesPageAfterPageAndEndsAtTheTotal() async throws {
        try await LiveBackend.with(catalog: IvkoCatalog(productCount: 1_200)) { shop in
            let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
            let catalog = CatalogManager(shop: shop.data, store: store, logger: QuietLog.logger)
            #expect(await catalog.hasProducts() == false)
            let heard = HeardProgress()

            let imported = try await catalog.importProducts(progress: heard.listener)

            let reports = heard.reports
            #expect(reports.count == 3, "one report per page of 500: \(reports)")
            #expect(
                zip(reports, reports.dropFirst()).allSatisfy {
                    $0.fractionCompleted < $1.fractionCompleted && $0.productCount <= $1.productCount
                })
            #expect(reports.last == CatalogImportStatus(productCount: imported, fractionCompleted: 1))
            #expect(imported == shop.server.catalog.products.filter(\.isActive).count)
            #expect(try await store.productCount() == imported)
            #expect(await catalog.hasProducts())
            #expect(shop.server.counters.requests(to: "products.json") == 3)
            try store.close()
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aFailingImportAgainstTheBackendThrowsTheShopsErrorAndKeepsTheCatalog() async throws {
        try await LiveBackend.with(catalog: IvkoCatalog(productCount: 600)) { shop in
            let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
            let catalog = CatalogManager(shop: shop.data, store: store, logger: QuietLog.logger)
            let first = try await catalog.importProducts()

            shop.server.faults.script(.serverError, path: "products.json", count: 20)
            let failure = await #expect(throws: ShopError.self) { try await catalog.importProducts() }
            guard case .serverFailure = failure else {
                Issue.record("a 500 with a plain-text body is the server's failure, got \(String(describing: failure))")
                return
            }
            #expect(failure?.isTransient == true)
            #expect(await catalog.hasProducts(), "the previous catalog stays")
            #expect(try await store.productCount() == first)

            shop.server.faults.clearScript()
            #expect(try await catalog.importProducts() == first, "the next import runs again")
            try store.close()
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aSecondImportJoinsTheOneUnderWayAndHearsItsProgress() async throws {
        let source = GatedCatalogShop(products: Self.products(25), pageSize: 10)
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, logger: QuietLog.logger)
        let firstHeard = HeardProgress()
        let secondHeard = HeardProgress()

        let first = Task { try await catalog.importProducts(progress: firstHeard.listener) }
        try await source.runs.wait(untilAtLeast: 1, "the first import begins")
        let second = Task { try await catalog.importProducts(progress: secondHeard.listener) }
        try await waitUntil("the second import hears the first one's progress") {
            source.reportNothingDoneYet()
            return !secondHeard.reports.isEmpty
        }
        source.gate.open()

        #expect(try await first.boundedValue("the first import") == 25)
        #expect(try await second.boundedValue("the second import") == 25)
        #expect(source.runs.value == 1, "one import ran for both")
        #expect(firstHeard.reports.last == CatalogImportStatus(productCount: 25, fractionCompleted: 1))
        #expect(secondHeard.reports.last == CatalogImportStatus(productCount: 25, fractionCompleted: 1))
        let pages = firstHeard.reports.filter { $0.fractionCompleted > 0 }
        #expect(pages.map(\.productCount) == [10, 20, 25], "in page order")

        #expect(try await catalog.importProducts() == 25)
        #expect(source.runs.value == 2, "an import after the last one ended runs again")
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func anImportAskedForDuringTheBackgroundRefreshJoinsIt() async throws {
        let source = GatedCatalogShop(products: Self.products(12), pageSize: 5)
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, clock: ManualClock(), logger: QuietLog.logger)
        let heard = HeardProgress()

        let refresh = Task { await catalog.refreshIfDue() }
        try await source.runs.wait(untilAtLeast: 1, "the refresh's import begins")
        let asked = Task { try await catalog.importProducts(progress: heard.listener) }
        try await waitUntil("the import asked for hears the refresh's progress") {
            source.reportNothingDoneYet()
            return !heard.reports.isEmpty
        }
        source.gate.open()

        #expect(try await asked.boundedValue("the import asked for") == 12)
        #expect(try await refresh.boundedValue("the refresh").contains(.products))
        #expect(source.runs.value == 1)
        #expect(heard.reports.last == CatalogImportStatus(productCount: 12, fractionCompleted: 1))
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func everyoneWaitingForAFailingImportGetsItsShopError() async throws {
        let source = GatedCatalogShop(products: Self.products(3), pageSize: 10)
        source.setFailure(.offline(reason: "test offline"))
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, logger: QuietLog.logger)
        let secondHeard = HeardProgress()

        let first = Task { () async throws(ShopError) -> Int in try await catalog.importProducts() }
        try await source.runs.wait(untilAtLeast: 1, "the import begins")
        let second = Task { () async throws(ShopError) -> Int in try await catalog.importProducts(progress: secondHeard.listener) }
        try await waitUntil("the second import joins") {
            source.reportNothingDoneYet()
            return !secondHeard.reports.isEmpty
        }
        source.gate.open()

        for (name, task) in [("first", first), ("second", second)] {
            let result = try await withTimeLimit("the \(name) import ends") { await task.result }
            #expect(throws: ShopError.offline(reason: "test offline")) { try result.get() }
        }
        #expect(source.runs.value == 1)
        #expect(await catalog.hasProducts() == false)

        source.setFailure(nil)
        #expect(try await catalog.importProducts() == 3, "a failed import does not block the next")
        #expect(await catalog.hasProducts())
        try store.close()
    }
}
