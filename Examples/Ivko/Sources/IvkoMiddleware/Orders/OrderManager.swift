import AsyncTools
public import Foundation
package import IvkoData
public import IvkoModel
package import Logging

/// Places orders so that a user never gets two for one checkout: checkout makes the client
/// reference once and stores the pending order with it **before** sending; every retry and every
/// resume after a crash sends that same reference, which the backend answers with the same order.
/// It keeps the order a checkout attempted until it is confirmed, so that whatever checkout the
/// user retries, from whichever screen, sends that order (`placeOrder(to:)`). Also keeps the order
/// history.
///
/// A confirmed order is completed in one database transaction: the pending order is forgotten and
/// its pieces leave the stored cart together (`CartManager.completeOrder`), so after a crash at any
/// point the next start either sends it again and completes it then, or finds it complete; never an
/// order placed with its lines still in the cart, nor a cart emptied with the order still pending.
public actor OrderManager {
    /// The shop's calls (the data layer's): placing orders, the shop's history.
    private let shop: any ShopCalls
    /// The customer's database (the data layer's): the pending orders and the kept history.
    private let store: UserStore
    private let cart: CartManager?
    private let clock: any ManagerClock
    private let logger: Logger
    /// The order history, to observers: a new one starts from the latest history (once loaded).
    private let historyBroadcast = Broadcast<[OrderSummary]>(replay: .latest(), bufferingPolicy: .bufferingNewest(64))
    private var isCheckingOut = false
    /// The order a checkout placed last and the shop has not confirmed: a retry sends it again.
    private var attemptedOrder: OrderRequest?

    /// An order manager placing orders through `shop`, keeping them in `store` (the customer's
    /// database), completing them in `cart` (the user's cart on the same database; without one only
    /// the kept cart is updated).
    package init(
        shop: any ShopCalls, store: UserStore, cart: CartManager? = nil, clock: any ManagerClock = SystemClock(),
        logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.shop = shop
        self.store = store
        self.cart = cart
        self.clock = clock
        self.logger = logger
    }

    /// The order history now (once loaded) and after every change.
    public nonisolated func historyUpdates() -> AsyncStream<[OrderSummary]> {
        historyBroadcast.stream()
    }

    /// Orders `items` to `address`: stores the pending order with a new client reference, then
    /// sends it. When the answer does not arrive the order stays pending (see `resumePending()`).
    /// A second checkout while one is under way is refused (a double tap never makes two orders).
    public func checkout(_ items: [CartItem], to address: AddressID) async throws(ShopError) -> OrderConfirmation {
        try await checkout(OrderRequest(addressID: address, items: items))
    }

    /// Orders the cart's lines to `address`, as the user reviewed them. After a checkout that failed,
    /// the order it attempted is sent again (`orderToSend`): to the same address exactly as it was,
    /// to another under its client reference, so the shop makes one order however often the user
    /// tries. Once confirmed, the attempted order is forgotten.
    public func placeOrder(to address: AddressID) async throws(ShopError) -> OrderConfirmation {
        let items = await cart?.snapshot.entries.map(\.item) ?? []
        return try await place(Self.orderToSend(to: address, items: items, after: attemptedOrder))
    }

    /// Sends the order the last checkout attempted again, exactly as it was.
    /// - Throws: `.rejected` when no checkout failed (there is nothing to send again).
    public func placeAttemptedOrderAgain() async throws(ShopError) -> OrderConfirmation {
        guard let attemptedOrder else { throw .rejected(message: "There is no order to send again.") }
        return try await place(attemptedOrder)
    }

    private func place(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        attemptedOrder = order
        let confirmation = try await checkout(order)
        if attemptedOrder?.clientReference == order.clientReference { attemptedOrder = nil }
        return confirmation
    }

    /// The order to send to `address` for `items`, after `attempted` failed (`nil`: none did). To the
    /// same address the attempted order is sent again exactly as it was (the cart may have changed
    /// meanwhile: the user confirmed what they reviewed); to another address the cart's `items` go
    /// under the attempted order's client reference, so the backend still makes at most one order.
    public static func orderToSend(
        to address: AddressID, items: [CartItem], after attempted: OrderRequest?
    ) -> OrderRequest {
        if let attempted, attempted.addressID == address { return attempted }
        return OrderRequest(clientReference: attempted?.clientReference ?? UUID(), addressID: address, items: items)
    }

    /// Orders `order` as `checkout(_:to:)` does, with the client reference it carries: a checkout
    /// the user retries after a failure sends the same `order` again, so the backend answers one
    /// order however many attempts reached it, and the stored pending order is the same one.
    public func checkout(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        guard !order.items.isEmpty else { throw .rejected(message: "the cart is empty") }
        guard !isCheckingOut else { throw .rejected(message: "a checkout is already under way") }
        isCheckingOut = true
        defer { isCheckingOut = false }
        try await sendEarlierOrders(than: order)
        try await store.savePendingOrder(order, createdAt: clock.now)
        logger.info("order stored as pending; sending", metadata: ["clientRef": "\(order.clientReference)"])
        return try await send(order)
    }

    /// The orders stored but not yet confirmed (e.g. after a crash or a lost answer).
    public func pendingOrders() async throws(ShopError) -> [OrderRequest] {
        try await store.pendingOrders()
    }

    /// Sends every pending order again with its own client reference, oldest first.
    /// - Returns: the confirmations of the orders that went through, by client reference.
    @discardableResult
    public func resumePending() async throws(ShopError) -> [UUID: OrderConfirmation] {
        var confirmed: [UUID: OrderConfirmation] = [:]
        for order in try await pendingOrders() {
            do throws(ShopError) {
                confirmed[order.clientReference] = try await send(order)
            } catch  where error.isTransient || error.needsSignIn {
                logger.info("pending order still not placed", metadata: ["clientRef": "\(order.clientReference)", "error": "\(error)"])
            } catch {
                logger.warning("pending order refused", metadata: ["clientRef": "\(order.clientReference)", "error": "\(error)"])
            }
        }
        return confirmed
    }

    /// The stored order history.
    public func history() async throws(ShopError) -> [OrderSummary] {
        try await store.orderHistory()
    }

    /// Order `number`: from the kept history, else from the shop's (fetched, stored and told to
    /// observers); `nil` when neither has it. A kept history that cannot be read is passed over.
    public func order(_ number: OrderNumber) async throws(ShopError) -> OrderSummary? {
        if let kept = (try? await history())?.first(where: { $0.number == number }) { return kept }
        return try await refreshHistory().first { $0.number == number }
    }

    /// Fetches the order history, stores it and tells observers.
    @discardableResult
    public func refreshHistory() async throws(ShopError) -> [OrderSummary] {
        let orders = try await shop.orderHistory()
        try await store.saveOrderHistory(orders)
        historyBroadcast.send(orders)
        return orders
    }

    /// The shop told that order `number` is now `status` (a pushed notification): the kept history
    /// says so from now on and its observers hear it. An order the kept history does not hold yet
    /// (placed in another scene a moment ago) is fetched with the shop's history. A history that
    /// cannot be read or fetched now is left as it is (the next refresh brings the status).
    public func noteStatus(_ status: OrderStatus, of number: OrderNumber) async {
        do throws(ShopError) {
            var orders = try await store.orderHistory()
            guard let index = orders.firstIndex(where: { $0.number == number }) else {
                try await refreshHistory()
                return
            }
            guard orders[index].status != status else { return }
            orders[index].status = status
            try await store.saveOrderHistory(orders)
            historyBroadcast.send(orders)
        } catch {
            logger.info("an order's new status waits for the next refresh", metadata: ["order": "\(number)", "error": "\(error)"])
        }
    }

    /// Sends `order`; completes it once confirmed (`complete(_:)`), or forgets it once refused for
    /// good (a refusal never turns into an order, so sending it again would only be refused again).
    private func send(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        do throws(ShopError) {
            let confirmation = try await shop.placeOrder(order)
            try await complete(order)
            logger.info("order placed", metadata: ["order": "\(confirmation.number)", "clientRef": "\(order.clientReference)"])
            return confirmation
        } catch {
            if Self.isRefusal(error) { try? await store.removePendingOrder(order.clientReference) }
            throw error
        }
    }

    /// Sends the orders still pending from an earlier checkout (one a crash or a lost answer left,
    /// which the launch could not send) before `order` is stored: `order` was made from the cart as
    /// it is, which still holds their lines, so placing it first could order those lines twice.
    /// - Throws: what sending an earlier order threw (it stays pending; the checkout can be tried
    ///   again), or `.rejected` when one went through now: its lines left the cart, so the user
    ///   looks at the cart again before ordering.
    private func sendEarlierOrders(than order: OrderRequest) async throws(ShopError) {
        var placedEarlier = false
        for earlier in try await pendingOrders() where earlier.clientReference != order.clientReference {
            do throws(ShopError) {
                _ = try await send(earlier)
                placedEarlier = true
            } catch  where Self.isRefusal(error) {
                logger.warning("an earlier pending order was refused", metadata: ["clientRef": "\(earlier.clientReference)"])
            }
        }
        if placedEarlier {
            throw .rejected(message: "an order you placed earlier has now gone through and its items left the cart; check the cart")
        }
    }

    /// Forgets the confirmed `order` as pending and takes its pieces out of the cart, in one transaction.
    private func complete(_ order: OrderRequest) async throws(ShopError) {
        if let cart {
            try await cart.completeOrder(order)
        } else {
            _ = try await store.completePendingOrder(order)
        }
    }

    /// Whether the backend refused the order for good; any other failure may have placed it.
    private static func isRefusal(_ error: ShopError) -> Bool {
        switch error {
        case .outOfStock, .shortage, .notFound, .rejected: true
        default: false
        }
    }
}
