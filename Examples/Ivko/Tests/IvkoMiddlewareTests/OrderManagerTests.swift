import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

@Suite struct OrderManagerTests {
    let directory: TemporaryDirectory
    let source = FakeShop()

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test func anOrderWhoseAnswerIsLostStaysPendingAndIsResentWithItsReference() async throws {
        let path = directory.path("user.sqlite")
        let store = try await UserStore.open(at: path)
        let orders = OrderManager(shop: source, store: store, logger: QuietLog.logger)
        source.setOffline(true)
        await #expect(throws: ShopError.offline(reason: "test offline")) {
            try await orders.checkout([ModelValues.item("W26KD0112")], to: AddressID("1"))
        }
        let pending = try await orders.pendingOrders()
        #expect(pending.count == 1)
        try store.close()

        source.setOffline(false)
        let reopened = try await UserStore.open(at: path)
        let resumed = try await OrderManager(shop: source, store: reopened, logger: QuietLog.logger)
            .resumePending()
        let reference = try #require(pending.first?.clientReference)
        #expect(Array(resumed.keys) == [reference])
        #expect(source.placedReferences == [reference, reference])
        #expect(try await reopened.pendingOrders().isEmpty)
        try reopened.close()
    }

    @Test func aConfirmedOrderIsNoLongerPending() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let orders = OrderManager(shop: source, store: store, logger: QuietLog.logger)
        let confirmation = try await orders.checkout([ModelValues.item("W26KD0112")], to: AddressID("1"))
        #expect(confirmation.number == OrderNumber("W-1"))
        #expect(try await orders.pendingOrders().isEmpty)
        #expect(source.placedReferences.count == 1)
        try store.close()
    }

    @Test func anEmptyCheckoutIsRefusedWithoutCallingTheShop() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let orders = OrderManager(shop: source, store: store, logger: QuietLog.logger)
        await #expect(throws: ShopError.rejected(message: "the cart is empty")) { try await orders.checkout([], to: AddressID("1")) }
        #expect(source.count("placeOrder") == 0)
        try store.close()
    }
}
