import Foundation
import GRDB
@testable import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

/// Completing a confirmed order: the pending order and the cart's lines change in one transaction,
/// exactly once (Docs/CrashSafety.md).
@Suite struct PendingOrderCompletionTests {
    private static func item(_ style: String, size: String = "M", quantity: Int = 1) throws -> CartItem {
        try CartItem(
            style: #require(StyleCode(rawValue: style)), color: #require(ColorCode(rawValue: "31")),
            size: #require(Size(rawValue: size)), quantity: #require(Quantity(quantity))
        )
    }

    /// The completion is cut short the way a crash inside it would: SQLite is about to commit the
    /// transaction that forgot the pending order, and that commit fails. Both changes must be lost
    /// together, so they were one transaction.
    @Test func aCompletionCutShortBeforeItsCommitLeavesTheOrderPendingAndTheCartWhole() async throws {
        let directory = try TemporaryDirectory()
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let ordered = try Self.item("W26KD0112", quantity: 2)
        let kept = try Self.item("W26KD0113")
        try await store.saveCartItems([ordered, kept])
        let order = OrderRequest(addressID: AddressID("1"), items: [ordered])
        try await store.savePendingOrder(order)

        store.database.pool.add(transactionObserver: CommitRefusal(table: "pendingOrder"), extent: .nextTransaction)
        await #expect(throws: ShopError.self) { _ = try await store.completePendingOrder(order) }
        #expect(try await store.pendingOrders() == [order], "rolled back: still pending")
        #expect(try await store.cartItems() == [ordered, kept], "rolled back: the cart is whole")

        let completed = try await store.completePendingOrder(order)
        #expect(completed.wasPending && completed.cart == [kept])
        #expect(try await store.pendingOrders().isEmpty)
        #expect(try await store.cartItems() == [kept])

        let again = try await store.completePendingOrder(order)
        #expect(!again.wasPending && again.cart == [kept], "a second completion takes nothing more out")
        #expect(try await store.cartItems() == [kept])
        try store.close()
    }

    @Test func anOrderTakesOnlyItsPiecesOutOfTheCart() throws {
        let cart = try [Self.item("W26KD0001", quantity: 3), Self.item("W26KD0001", size: "L"), Self.item("W26KD0002", quantity: 2)]
        let ordered = try [Self.item("W26KD0001", quantity: 2), Self.item("W26KD0002", quantity: 5), Self.item("W26KD0003")]
        #expect(try UserStore.cart(cart, without: ordered) == [Self.item("W26KD0001", quantity: 1), Self.item("W26KD0001", size: "L")])
        #expect(UserStore.cart(cart, without: []) == cart)
        #expect(UserStore.cart(cart, without: cart).isEmpty)
    }
}

/// Refuses the commit of a transaction that deleted rows of `table` (GRDB rolls it back and the
/// write fails), as a crash before the commit would leave the database.
private final class CommitRefusal: TransactionObserver, @unchecked Sendable {
    private struct Refused: Error {}

    let table: String
    private var sawDeletion = false

    init(table: String) {
        self.table = table
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        if case .delete(let name) = eventKind { return name == table }
        return false
    }

    func databaseDidChange(with event: DatabaseEvent) {
        sawDeletion = true
    }

    func databaseWillCommit() throws {
        if sawDeletion { throw Refused() }
    }

    func databaseDidCommit(_ db: Database) {}

    func databaseDidRollback(_ db: Database) {
        sawDeletion = false
    }
}
