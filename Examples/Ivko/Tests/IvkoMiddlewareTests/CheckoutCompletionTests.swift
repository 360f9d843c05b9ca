import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// What a restart makes of a checkout a crash cut short (Docs/CrashSafety.md): the pending order is
/// sent again at launch whatever else fails, and its completion takes its lines out of the cart.
@Suite struct CheckoutCompletionTests {
    let directory: TemporaryDirectory
    let source = FakeShop()

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A crash after the backend answered, before the order was completed: at the next launch the
    /// order goes again (the backend answers the same order) and its pieces leave the cart, so the
    /// customer does not find the lines they ordered still in their cart. (The lines used to stay:
    /// only the checkout screen emptied the cart, and a resent order never reached it.)
    @Test func aPendingOrderConfirmedAtLaunchTakesItsLinesOutOfTheCart() async throws {
        let (app, catalogStore) = try await appDependency()
        let userStore = try await UserStore.open(at: directory.path("user.sqlite"))
        let ordered = ModelValues.item("W26KD0112", quantity: 2)
        let other = ModelValues.item("W26KD0113")
        try await userStore.saveCartItems([ordered, other])
        let pending = OrderRequest(addressID: AddressID("1"), items: [ordered])
        try await userStore.savePendingOrder(pending)

        let second = try await local.addingUser(userStore, to: app)
        let cart = second.cart
        #expect(source.placedReferences == [pending.clientReference], "sent again with its own reference")
        #expect(await cart.snapshot.entries.map(\.item) == [other], "the ordered line is gone, the other stays")
        #expect(try await userStore.cartItems() == [other], "in the database too")
        #expect(source.serverCart == [other], "and on the server")
        #expect(try await userStore.pendingOrders().isEmpty)
        await second.notifications.stop()
        await second.cart.stop()
        try userStore.close()
        try catalogStore.close()
    }

    /// The cart sync used to run first, and its failure skipped the resend: a pending order then
    /// waited for a launch where the cart sync worked.
    @Test func aPendingOrderIsSentAtLaunchEvenWhenTheCartSyncFails() async throws {
        let (app, catalogStore) = try await appDependency()
        let userStore = try await UserStore.open(at: directory.path("user.sqlite"))
        let ordered = ModelValues.item("W26KD0112")
        try await userStore.saveCartItems([ordered])
        let pending = OrderRequest(addressID: AddressID("1"), items: [ordered])
        try await userStore.savePendingOrder(pending)
        source.fail("cart", times: 5, with: .serverFailure(reason: "cart down"))

        let second = try await local.addingUser(userStore, to: app)
        #expect(source.placedReferences == [pending.clientReference])
        #expect(try await userStore.pendingOrders().isEmpty, "the order was sent and completed")
        #expect(try await userStore.cartItems().isEmpty)
        await second.notifications.stop()
        await second.cart.stop()
        try userStore.close()
        try catalogStore.close()
    }

    /// A checkout stores its order as pending before sending it, and once the shop confirms it the
    /// pending order and the order's lines in the stored cart go together.
    @Test func aCheckoutStoresItsOrderBeforeSendingAndCompletesWithTheCart() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let item = ModelValues.item("W26KD0112", quantity: 3)
        let cart = try await CartManager.test(shop: source, store: store, clock: ManualClock(), logger: QuietLog.logger)
        try await cart.add(item)
        let orders = OrderManager(shop: source, store: store, cart: cart, logger: QuietLog.logger)

        source.fail("placeOrder", with: .serverFailure(reason: "HTTP 500"))
        await #expect(throws: ShopError.self) { try await orders.checkout([item], to: AddressID("1")) }
        let pending = try await orders.pendingOrders()
        #expect(pending.map(\.items) == [[item]], "stored before it was sent, kept when the answer failed")
        #expect(try await store.cartItems() == [item], "the cart keeps the lines until the order is confirmed")

        _ = try await orders.checkout(try #require(pending.first))
        #expect(source.placedReferences == [pending[0].clientReference, pending[0].clientReference], "the same order, twice sent")
        #expect(await cart.snapshot.entries.isEmpty)
        #expect(try await store.cartItems().isEmpty)
        #expect(try await orders.pendingOrders().isEmpty)
        await cart.stop()
        try store.close()
    }

    private var local: LocalDataManager {
        LocalDataManager(folder: DataFolder(directory.url), shop: source, clock: ManualClock(), logger: QuietLog.logger)
    }

    private func appDependency() async throws -> (AppDependency, CatalogStore) {
        let catalogStore = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        return (local.makeAppDependency(catalog: catalogStore), catalogStore)
    }
}

/// A pending order the launch could not send (offline after a crash) goes before a new checkout.
@Suite struct EarlierPendingOrderTests {
    /// The new checkout was made from the cart that still held the earlier order's lines: placing it
    /// first, as the old code did, ordered them twice once the earlier one was sent too.
    @Test func aNewCheckoutSendsTheEarlierPendingOrderFirstAndStops() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShop()
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let item = ModelValues.item("W26KD0112", quantity: 2)
        try await store.saveCartItems([item])
        let earlier = OrderRequest(addressID: AddressID("1"), items: [item])
        try await store.savePendingOrder(earlier)
        let cart = try await CartManager.test(shop: source, store: store, clock: ManualClock(), logger: QuietLog.logger)
        try await cart.load()
        let orders = OrderManager(shop: source, store: store, cart: cart, logger: QuietLog.logger)

        let again = OrderRequest(addressID: AddressID("1"), items: await cart.snapshot.entries.map(\.item))
        await #expect(throws: ShopError.self) { try await orders.checkout(again) }
        #expect(source.placedReferences == [earlier.clientReference], "only the earlier order was sent")
        #expect(try await orders.pendingOrders().isEmpty)
        #expect(await cart.snapshot.entries.isEmpty, "its lines left the cart")
        await cart.stop()
        try store.close()
    }
}
