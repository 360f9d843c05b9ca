import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

@Suite struct AppDependencyTests {
    @Test func theAppWideManagersComeFirstAndTheCustomersOnTheirDatabase() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShop()
        let local = LocalDataManager(folder: DataFolder(directory.url), shop: source, clock: ManualClock(), logger: QuietLog.logger)
        let catalogStore = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let first = local.makeAppDependency(catalog: catalogStore)
        #expect(await first.account.state == .signedOut)

        let userStore = try await UserStore.open(at: directory.path("user.sqlite"))
        try await userStore.saveCartItems([ModelValues.item("W26KD0112", quantity: 2)])
        let pending = OrderRequest(addressID: AddressID("1"), items: [ModelValues.item("W26KD0113")])
        try await userStore.savePendingOrder(pending)
        let user = try await local.addingUser(userStore, to: first)
        let cart = user.cart
        let orders = user.orders
        #expect(await cart.snapshot.itemCount == 2)
        #expect(await cart.snapshot.isSyncedWithServer)
        #expect(source.serverCart == [ModelValues.item("W26KD0112", quantity: 2)])
        #expect(source.placedReferences == [pending.clientReference])
        #expect(try await orders.pendingOrders().isEmpty)

        await user.notifications.stop()
        await user.cart.stop()
        try userStore.close()
        try catalogStore.close()
    }
}
