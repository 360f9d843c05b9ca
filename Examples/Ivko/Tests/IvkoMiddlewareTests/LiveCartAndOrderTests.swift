import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// The cart and checkout against the backend fixture: session expiry and an interrupted checkout.
@Suite(.waitLimit(.seconds(300)))
struct LiveCartAndOrderTests {
    @Test(.stretchedTimeLimit(minutes: 5)) func theCartIsPutBackOnTheServerAfterTheSessionExpired() async throws {
        try await LiveBackend.with { shop in
            let directory = try TemporaryDirectory()
            let store = try await UserStore.open(at: directory.path("user.sqlite"))
            let account = AccountManager(shop: shop.data, logger: QuietLog.logger)
            try await account.signIn(username: "demo", password: "demo")
            let cart = try await CartManager.test(shop: shop.data, store: store, logger: QuietLog.logger)
            await cart.start()
            let items = [try Self.item(shop.itemInStock()), try Self.item(shop.itemInStock(skipping: 1))]
            for item in items { try await cart.add(item) }
            #expect(try await shop.data.cart().items == items)

            let snapshots = cart.snapshots()
            await shop.server.forceExpireSessions()
            try await account.refresh()
            _ = try await firstValue(of: snapshots, "the cart put back on the server") { $0.serverRestores == 1 }

            #expect(try await shop.data.cart().items == items)
            #expect(try await store.cartItems() == items)
            await cart.stop()
            try store.close()
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func anInterruptedCheckoutCompletesOnTheNextStartWithTheSameReference() async throws {
        try await LiveBackend.with { shop in
            let directory = try TemporaryDirectory()
            let path = directory.path("user.sqlite")
            let store = try await UserStore.open(at: path)
            try await shop.data.signIn(username: "demo", password: "demo")
            let item = try Self.item(shop.itemInStock())

            shop.server.faults.script(.drop, path: "orders", count: 10)
            let lost = await #expect(throws: ShopError.self) {
                try await OrderManager(shop: shop.data, store: store, logger: QuietLog.logger).checkout(
                    [item], to: AddressID("1"))
            }
            #expect(lost?.isTransient == true, "a dropped answer is the network's failure: \(String(describing: lost))")
            let pending = try await store.pendingOrders()
            let reference = try #require(pending.first?.clientReference)
            #expect(pending.count == 1)
            #expect(shop.server.counters.ordersCreated == 1)
            try store.close()

            shop.server.faults.clearScript()
            let reopened = try await UserStore.open(at: path)
            let orders = OrderManager(shop: shop.data, store: reopened, logger: QuietLog.logger)
            let resumed = try await orders.resumePending()
            let confirmation = try #require(resumed[reference])
            #expect(shop.server.counters.ordersCreated == 1)
            #expect(await shop.server.orders(of: "demo").first?.orderNo == confirmation.number.rawValue)
            #expect(try await orders.pendingOrders().isEmpty)
            let history = try await orders.refreshHistory()
            #expect(history.first?.number == confirmation.number)
            try reopened.close()
        }
    }

    /// The cart's lines removed, with the server failing the removal of a line each time it is asked
    /// (the first removal, and the second's sync): the background sync empties it later.
    @Test(.stretchedTimeLimit(minutes: 5)) func removalsTheServerMissedAreRetriedUntilTheServerCartIsEmpty() async throws {
        try await LiveBackend.with { shop in
            let directory = try TemporaryDirectory()
            let store = try await UserStore.open(at: directory.path("user.sqlite"))
            let clock = ManualClock()
            try await shop.data.signIn(username: "demo", password: "demo")
            let cart = try await CartManager.test(shop: shop.data, store: store, clock: clock, logger: QuietLog.logger)
            let items = [try Self.item(shop.itemInStock()), try Self.item(shop.itemInStock(skipping: 1))]
            for item in items { try await cart.add(item) }

            shop.server.faults.script(.serverError, path: "cart/lines/*", count: 2)
            for item in items { try await cart.remove(CartVariant(item)) }
            #expect(try await store.cartItems().isEmpty)
            #expect(try await shop.data.cart().items.isEmpty == false, "the server missed the removals")

            let snapshots = cart.snapshots()
            try await clock.startedSleeps.wait(untilAtLeast: 1, "a retry is scheduled")
            clock.advance(by: .seconds(3_600))
            _ = try await firstValue(of: snapshots, "the emptied cart synced") { $0.entries.isEmpty && $0.isSyncedWithServer }
            #expect(try await shop.data.cart().isEmpty)
            #expect(shop.server.counters.faults(.serverError) == 2)
            await cart.stop()
            try store.close()
        }
    }

    static func item(_ values: CartItemValues) throws -> CartItem {
        CartItem(
            style: try #require(StyleCode(rawValue: values.style)),
            color: try #require(ColorCode(rawValue: values.color)),
            size: try #require(Size(rawValue: values.size))
        )
    }
}
