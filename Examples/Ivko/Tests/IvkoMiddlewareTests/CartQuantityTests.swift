import AsyncTestSupport
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// Changing a line's quantity (the cart's − and +): the shop's API has no update, so a change is an
/// add of the extra pieces or a replaced line, and a refused or failed change must leave the cart
/// exactly as it was, in the app and on the server.
@Suite(.waitLimit(.seconds(300)))
struct CartQuantityTests {
    let directory: TemporaryDirectory
    let source = FakeShop()
    let clock = ManualClock()

    init() throws {
        directory = try TemporaryDirectory()
        source.enforcesStock = true
    }

    private func makeCart(_ store: UserStore) async throws -> CartManager {
        try await CartManager.test(shop: source, store: store, clock: clock, refreshInterval: .seconds(900), logger: QuietLog.logger)
    }

    /// A cart on a new store holding `item`, with `pieces` of it in stock.
    private func cartHolding(_ item: CartItem, stock pieces: Int) async throws -> (UserStore, CartManager, CartItem) {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        stock(item, pieces)
        try await cart.add(item)
        return (store, cart, item)
    }

    private func stock(_ item: CartItem, _ pieces: Int) {
        source.details[item.style] = ProductDetails(
            style: item.style, price: Price(regular: ModelValues.euros(50)),
            stock: Stock([Stock.Variant(color: item.color, size: item.size): pieces])
        )
    }

    @Test func plusOnTheLastPieceInStockIsRefusedAndTheLineStays() async throws {
        let (store, cart, item) = try await cartHolding(ModelValues.item("W26KD0112"), stock: 1)

        await #expect(throws: ShopError.self) { try await cart.setQuantity(try #require(Quantity(2)), of: CartVariant(item)) }

        let snapshot = await cart.snapshot
        #expect(snapshot.entries.map(\.item) == [item], "the line is kept with its one piece")
        #expect(snapshot.entries.first?.availability == .inStock(available: 1), "the cart knows the stock now")
        #expect(try await store.cartItems() == [item])
        #expect(source.serverCart == [item])
        #expect(snapshot.isSyncedWithServer)
        try store.close()
    }

    @Test func plusWithinTheStockAddsThePiecesToTheLine() async throws {
        let (store, cart, item) = try await cartHolding(ModelValues.item("W26KD0112"), stock: 3)
        let snapshot = try await cart.setQuantity(try #require(Quantity(3)), of: CartVariant(item))
        let three = ModelValues.item("W26KD0112", quantity: 3)
        #expect(snapshot.entries.map(\.item) == [three])
        #expect(try await store.cartItems() == [three])
        #expect(source.serverCart == [three])
        #expect(source.count("removeCartLine") == 0, "an increase adds pieces, it does not replace the line")
        try store.close()
    }

    @Test func aServerThatKeepsAddedPiecesApartHoldsTheSamePieces() async throws {
        source.mergesLines = false
        let (store, cart, item) = try await cartHolding(ModelValues.item("W26KD0112"), stock: 5)
        try await cart.setQuantity(try #require(Quantity(3)), of: CartVariant(item))
        #expect(source.serverCart.map(\.quantity.value).reduce(0, +) == 3)
        // Going down replaces every server line of the variant with one.
        let snapshot = try await cart.setQuantity(try #require(Quantity(2)), of: CartVariant(item))
        #expect(source.serverCart == [ModelValues.item("W26KD0112", quantity: 2)])
        #expect(snapshot.isSyncedWithServer)
        try store.close()
    }

    @Test func minusReplacesTheLineWithFewerPieces() async throws {
        let (store, cart, item) = try await cartHolding(ModelValues.item("W26KD0112", quantity: 3), stock: 5)
        try await cart.setQuantity(try #require(Quantity(1)), of: CartVariant(item))
        #expect(source.serverCart == [ModelValues.item("W26KD0112")])
        #expect(try await store.cartItems() == [ModelValues.item("W26KD0112")])
        try store.close()
    }

    @Test func aMinusWhoseNewLineFailsPutsTheOldLineBack() async throws {
        let (store, cart, item) = try await cartHolding(ModelValues.item("W26KD0112", quantity: 3), stock: 5)
        source.fail("addToCart", with: .serverFailure(reason: "HTTP 500"))

        await #expect(throws: ShopError.serverFailure(reason: "HTTP 500")) {
            try await cart.setQuantity(try #require(Quantity(1)), of: CartVariant(item))
        }

        #expect(await cart.snapshot.entries.map(\.item) == [item])
        #expect(try await store.cartItems() == [item])
        #expect(source.serverCart == [item], "the removed line is put back on the server at once")
        try store.close()
    }

    @Test func aChangeWhileTheShopCannotBeReachedChangesNothingAndTheServerIsSyncedLater() async throws {
        let (store, cart, item) = try await cartHolding(ModelValues.item("W26KD0112", quantity: 2), stock: 5)
        source.setOffline(true)

        await #expect(throws: ShopError.offline(reason: "test offline")) {
            try await cart.setQuantity(try #require(Quantity(3)), of: CartVariant(item))
        }

        #expect(await cart.snapshot.entries.map(\.item) == [item])
        #expect(try await store.cartItems() == [item])
        source.setOffline(false)
        try await clock.startedSleeps.wait(untilAtLeast: 1, "the background sync is scheduled")
        let snapshots = cart.snapshots()
        clock.advance(by: .seconds(60))
        _ = try await firstValue(of: snapshots, "the server synced") { $0.isSyncedWithServer }
        #expect(source.serverCart == [item])
        await cart.stop()
        try store.close()
    }

    @Test func aLineTheServerRefusesAfterANewSessionSaysHowManyAreLeft() async throws {
        let (store, cart, item) = try await cartHolding(ModelValues.item("W26KD0112", quantity: 2), stock: 5)
        await cart.start()
        stock(item, 1)
        let snapshots = cart.snapshots()
        source.renewSession()
        let restored = try await firstValue(of: snapshots, "the cart put back on the server") { $0.serverRestores == 1 }
        #expect(restored.entries.map(\.availability) == [.limited(available: 1)], "short by one piece, not out of stock")
        #expect(restored.entries.map(\.item) == [item], "the line is kept as the user asked")
        await cart.stop()
        try store.close()
    }

    @Test func aFailedStockCheckIsKnownUntilOneSucceeds() async throws {
        let (store, cart, _) = try await cartHolding(ModelValues.item("W26KD0112", quantity: 2), stock: 5)
        source.fail("details", with: .serverFailure(reason: "HTTP 502"))
        await cart.refreshStock()
        #expect(await cart.snapshot.stockCheckFailure == .serverFailure(reason: "HTTP 502"))
        await cart.refreshStock()
        let snapshot = await cart.snapshot
        #expect(snapshot.stockCheckFailure == nil)
        #expect(snapshot.entries.map(\.availability) == [.inStock(available: 5)])
        try store.close()
    }
}
