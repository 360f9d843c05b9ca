import Foundation
@testable import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

@Suite("Per-user database")
struct UserStoreTests {
    let data = ResponseConverter()

    @Test func pathIsPerCustomerAndSafe() {
        let directory = URL(fileURLWithPath: "/data")
        #expect(UserStore.path(in: directory, for: CustomerNumber("0004711")) == "/data/customer-0004711.sqlite")
        #expect(UserStore.path(in: directory, for: CustomerNumber("../x y")) == "/data/customer-___x_y.sqlite")
    }

    @Test func cartCopyOrdersAndPendingOrdersRoundTrip() async throws {
        let directory = try TemporaryDirectory()
        let path = UserStore.path(in: directory.url, for: CustomerNumber("0004711"))
        let store = try await UserStore.open(at: path)

        let cart = try data.cart(fromCart: Samples.json("cart.json")).value
        try await store.saveCartItems(cart.items)
        #expect(try await store.cartItems() == cart.items)
        try await store.saveCartItems([])
        #expect(try await store.cartItems().isEmpty)

        let orders = try data.orderHistory(fromOrders: Samples.json("orders.json")).value
        try await store.saveOrderHistory(orders)
        #expect(try await store.orderHistory() == orders)

        let first = OrderRequest(addressID: AddressID("1"), items: cart.items)
        let second = OrderRequest(addressID: AddressID("2"), items: Array(cart.items.prefix(1)))
        try await store.savePendingOrder(first, createdAt: Date(timeIntervalSince1970: 100))
        try await store.savePendingOrder(second, createdAt: Date(timeIntervalSince1970: 200))
        try await store.savePendingOrder(first, createdAt: Date(timeIntervalSince1970: 100))
        #expect(try await store.pendingOrders() == [first, second])
        try await store.removePendingOrder(first.clientReference)
        #expect(try await store.pendingOrders() == [second])
        try store.close()

        let reopened = try await UserStore.open(at: path)
        #expect(try await reopened.orderHistory() == orders)
        #expect(try await reopened.pendingOrders() == [second])
        try reopened.close()
    }

    /// A clean close leaves the database file alone: SQLite deletes the write-ahead log and the
    /// shared memory only when the last connection to close can write, so the readers close first.
    @Test func closingFoldsTheLogInAndLeavesNoWalOrShmFile() async throws {
        let directory = try TemporaryDirectory()
        let path = UserStore.path(in: directory.url, for: CustomerNumber("0004711"))
        let store = try await UserStore.open(at: path)
        let cart = try data.cart(fromCart: Samples.json("cart.json")).value
        try await store.saveCartItems(cart.items)
        #expect(try await store.cartItems() == cart.items, "a read, so a reader connection is open too")
        #expect(FileManager.default.fileExists(atPath: path + "-wal"), "the log is in use while the store is open")
        try store.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))

        let reopened = try await UserStore.open(at: path)
        #expect(try await reopened.cartItems() == cart.items, "what the log held is in the database")
        try reopened.close()
    }

    @Test func corruptUserDatabaseIsReportedAndReset() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("customer-1.sqlite")
        try Data(repeating: 0x42, count: 8_192).write(to: URL(fileURLWithPath: path))
        await #expect(throws: StoreError.self) { try await UserStore.open(at: path) }
        try UserStore.reset(at: path)
        let store = try await UserStore.open(at: path)
        #expect(try await store.cartItems().isEmpty)
        try store.close()
    }
}
