import AsyncTestSupport
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

@Suite(.waitLimit(.seconds(300)))
struct CartManagerTests {
    let directory: TemporaryDirectory
    let source = FakeShop()
    let clock = ManualClock()

    init() throws {
        directory = try TemporaryDirectory()
    }

    func makeCart(_ store: UserStore) async throws -> CartManager {
        try await CartManager.test(shop: source, store: store, clock: clock, refreshInterval: .seconds(900), logger: QuietLog.logger)
    }

    @Test func addedItemsAreStoredSyncedAndCounted() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        try await cart.load()
        try await cart.add(ModelValues.item("W26KD0112", quantity: 2))
        let snapshot = try await cart.add(ModelValues.item("W26KD0112", quantity: 1))
        #expect(snapshot.entries.count == 1)
        #expect(snapshot.itemCount == 3)
        #expect(snapshot.isSyncedWithServer)
        #expect(try await store.cartItems() == [ModelValues.item("W26KD0112", quantity: 3)])
        #expect(source.serverCart == [ModelValues.item("W26KD0112", quantity: 3)])
        try store.close()
    }

    @Test func theCartOutlivesTheManager() async throws {
        let path = directory.path("user.sqlite")
        let store = try await UserStore.open(at: path)
        try await makeCart(store).add(ModelValues.item("W26KD0112"))
        try store.close()
        let reopened = try await UserStore.open(at: path)
        let snapshot = try await makeCart(reopened).load()
        #expect(snapshot.entries.map(\.item) == [ModelValues.item("W26KD0112")])
        try reopened.close()
    }

    @Test func aLineThatWentOutOfStockIsFlaggedNotDropped() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        let sold = ModelValues.item("W26KD0112", quantity: 2)
        let short = ModelValues.item("W26KD0113", quantity: 3)
        let gone = ModelValues.item("W26KD0114")
        for item in [sold, short, gone] { try await cart.add(item) }
        source.details[sold.style] = details(sold, stock: 5, price: 80)
        source.details[short.style] = details(short, stock: 1, price: 40)
        source.details[gone.style] = details(gone, stock: 0, price: 20)
        #expect(await cart.refreshStockIfDue())
        let snapshot = await cart.snapshot
        #expect(snapshot.entries.map(\.availability) == [.inStock(available: 5), .limited(available: 1), .outOfStock])
        #expect(snapshot.entries.map(\.unitPrice) == [ModelValues.euros(80), ModelValues.euros(40), ModelValues.euros(20)])
        #expect(snapshot.unavailableEntries.map(\.item) == [short, gone])
        #expect(try await store.cartItems() == [sold, short, gone])
        try store.close()
    }

    @Test func stockIsRefreshedOnlyWhenTheIntervalHasPassed() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        let item = ModelValues.item("W26KD0112")
        try await cart.add(item)
        source.details[item.style] = details(item, stock: 5, price: 80)
        #expect(await cart.refreshStockIfDue())
        clock.advance(by: .seconds(899))
        #expect(await cart.refreshStockIfDue() == false)
        clock.advance(by: .seconds(1))
        #expect(await cart.refreshStockIfDue())
        #expect(source.count("details") == 2)
        try store.close()
    }

    @Test func anOfflineChangeIsKeptAndSyncedLater() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        source.setOffline(true)
        let snapshot = try await cart.add(ModelValues.item("W26KD0112"))
        #expect(snapshot.itemCount == 1)
        #expect(snapshot.isSyncedWithServer == false)
        source.setOffline(false)
        #expect(try await cart.syncWithServer().isSyncedWithServer)
        #expect(source.serverCart == [ModelValues.item("W26KD0112")])
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func aNewSessionPutsTheCartBack() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        await cart.start()
        let items = [ModelValues.item("W26KD0112"), ModelValues.item("W26KD0113", size: "S", quantity: 2)]
        for item in items { try await cart.add(item) }
        let snapshots = cart.snapshots()
        source.renewSession()
        _ = try await firstValue(of: snapshots, "the cart put back on the server") { $0.serverRestores == 1 }
        #expect(source.serverCart == items)
        await cart.stop()
        try store.close()
    }

    @MainActor @Test(.stretchedTimeLimit(minutes: 5)) func theItemCountIsObservable() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        var counts = cart.itemCounts().makeAsyncIterator()
        try await cart.load()
        #expect(await counts.next() == 0)
        try await cart.add(ModelValues.item("W26KD0112", quantity: 2))
        #expect(await counts.next() == 2)
        try store.close()
    }

    @Test func concurrentChangesLeaveTheServerCartEqualToTheLocalOne() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        await cart.start()
        await withTaskGroup(of: Void.self) { group in
            for number in 10..<18 {
                group.addTask { _ = try? await cart.add(ModelValues.item("W26KD01\(number)")) }
            }
            group.addTask { self.source.renewSession() }
            group.addTask { _ = try? await cart.remove(CartVariant(ModelValues.item("W26KD0110"))) }
        }
        _ = try await cart.syncWithServer()
        let local = try await store.cartItems()
        #expect(Set(source.serverCart) == Set(local))
        #expect(source.serverCart.count == local.count)
        await cart.stop()
        try store.close()
    }

    @Test func addingMorePiecesThanALineCanCountIsRefusedAndChangesNothing() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        let huge = ModelValues.item("W26KD0112", quantity: .max)
        try await cart.add(huge)
        await #expect(throws: ShopError.rejected(message: "a cart line cannot hold \(Int.max) + 1 pieces")) {
            try await cart.add(ModelValues.item("W26KD0112"))
        }
        #expect(await cart.snapshot.entries.map(\.item) == [huge])
        #expect(try await store.cartItems() == [huge])
        try await cart.add(ModelValues.item("W26KD0113", quantity: 2))
        #expect(await cart.snapshot.itemCount == .max, "the badge count saturates instead of trapping")
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func removalsTheServerMissedAreRetriedUntilTheServerCartIsEmpty() async throws {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = try await makeCart(store)
        let items = [ModelValues.item("W26KD0112"), ModelValues.item("W26KD0113", quantity: 2)]
        for item in items { try await cart.add(item) }
        // The first removal, the second's sync and the first background sync fail.
        source.fail("removeCartLine", times: 3, with: .serverFailure(reason: "HTTP 500"))

        for item in items { try await cart.remove(CartVariant(item)) }
        #expect(await cart.snapshot.entries.isEmpty)
        #expect(source.serverCart == items, "the server missed the removals")
        let snapshots = cart.snapshots()
        try await clock.startedSleeps.wait(untilAtLeast: 1, "a retry is scheduled")
        clock.advance(by: .seconds(3_600))
        try await clock.startedSleeps.wait(untilAtLeast: 2, "the first retry failed too; another is scheduled")
        #expect(source.serverCart == items)
        clock.advance(by: .seconds(3_600))
        _ = try await firstValue(of: snapshots, "the emptied cart synced") { $0.entries.isEmpty && $0.isSyncedWithServer }
        #expect(source.serverCart.isEmpty)
        #expect(try await store.cartItems().isEmpty)
        await cart.stop()
        try store.close()
    }

    private func details(_ item: CartItem, stock: Int, price: Decimal) -> ProductDetails {
        ProductDetails(
            style: item.style, price: Price(regular: ModelValues.euros(price)),
            stock: Stock([Stock.Variant(color: item.color, size: item.size): stock])
        )
    }
}
