import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// `CatalogManager.stores()`: asked of the shop each time, open stores first, failures as `ShopError`.
@Suite struct StoreListTests {
    let directory: TemporaryDirectory
    let source = FakeShop()

    init() throws {
        directory = try TemporaryDirectory()
        source.storeList = [
            Store(id: StoreNumber("001"), name: "Ivko Knez Mihailova", street: "Knez Mihailova 21", city: "Beograd"),
            Store(id: StoreNumber("003"), name: "Ivko Outlet Niš", street: "Bulevar Nemanjića 2&4", city: "Niš", isOpen: false),
            Store(id: StoreNumber("002"), name: "Ivko Novi Sad", street: "Zmaj Jovina 12", city: "Novi Sad"),
        ]
    }

    @Test func openStoresFirstEachGroupInTheShopsOrder() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, clock: ManualClock(), logger: QuietLog.logger)
        #expect(try await catalog.stores().map(\.id.rawValue) == ["001", "002", "003"])
        #expect(try await catalog.stores().count == 3)
        #expect(source.count("stores") == 2, "asked of the shop each time")
        try store.close()
    }

    @Test func aFailureIsTheMiddlewaresOwnError() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, clock: ManualClock(), logger: QuietLog.logger)
        source.fail("stores", with: .unavailable(retryAfter: .seconds(7)))
        await #expect(throws: ShopError.unavailable(retryAfter: .seconds(7))) { try await catalog.stores() }
        source.setOffline(true)
        await #expect(throws: ShopError.offline(reason: "test offline")) { try await catalog.stores() }
        source.setOffline(false)
        #expect(try await catalog.stores().count == 3)
        try store.close()
    }
}
