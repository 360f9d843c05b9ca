public import Foundation
public import IvkoModel

/// The DataManager's face for one signed-in customer: the shop's cart and order calls (through the
/// app-wide `DataManager`) and that customer's database on this device (their `UserStore`: the cart,
/// pending orders and order history) behind one value, so the cart and order managers talk to the
/// data layer through it alone and never hold a store. `DataManager.openCustomer(at:progress:)` makes
/// one; `close()` closes its database. Every failure of its calls is a `ShopError`.
public struct CustomerDataManager: Sendable {
    /// The shop's calls: the app-wide DataManager's.
    private let network: any CartCalls & OrderCalls
    /// The customer's database.
    private let store: UserStore

    /// The face of the customer's open database `store`, the shop's calls made through `network`:
    /// what `DataManager.openCustomer(at:progress:)` answers, and what a holder of an already open store
    /// (a test looking into the database beside the manager) makes.
    package init(network: any CartCalls & OrderCalls, store: UserStore) {
        self.network = network
        self.store = store
    }

    /// Closes the customer's database; nothing of this face may be used afterwards.
    public func close() throws(StoreError) {
        try store.close()
    }

    // MARK: The shop's cart and orders

    /// The session's server cart.
    public func cart() async throws(ShopError) -> Cart {
        try await network.cart()
    }

    /// Adds `item` to the server cart and answers the whole cart.
    public func addToCart(_ item: CartItem) async throws(ShopError) -> Cart {
        try await network.addToCart(item)
    }

    /// Removes `line` from the server cart and answers the whole cart.
    public func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart {
        try await network.removeCartLine(line)
    }

    /// The live price and stock of `style`, for the cart's stock checks.
    public func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await network.details(of: style)
    }

    /// The session events from now on (`.renewed`: the server cart is gone).
    public func sessionEventStream() -> AsyncStream<ShopSessionEvent> {
        network.sessionEventStream()
    }

    /// Places `order` with its client reference (the same reference answers the same order).
    public func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        try await network.placeOrder(order)
    }

    /// The customer's order history, from the shop.
    public func orderHistory() async throws(ShopError) -> [OrderSummary] {
        try await network.orderHistory()
    }

    // MARK: The customer's database

    /// The kept cart, in order (the truth the server cart mirrors).
    public func cartItems() async throws(ShopError) -> [CartItem] {
        try await stored { () throws(StoreError) in try await store.cartItems() }
    }

    /// Keeps `items` as the cart, in one transaction.
    public func saveCartItems(_ items: [CartItem]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.saveCartItems(items) }
    }

    /// Completes the confirmed `order` in one transaction: forgets it as pending and takes its pieces
    /// out of the kept cart (`UserStore.completePendingOrder`).
    /// - Returns: the kept cart afterwards, and whether the order was still pending.
    public func completePendingOrder(_ order: OrderRequest) async throws(ShopError) -> (cart: [CartItem], wasPending: Bool) {
        try await stored { () throws(StoreError) in try await store.completePendingOrder(order) }
    }

    /// Keeps `order` as pending (made at `createdAt`), before it is sent.
    public func savePendingOrder(_ order: OrderRequest, createdAt: Date) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.savePendingOrder(order, createdAt: createdAt) }
    }

    /// The kept pending orders, oldest first.
    public func pendingOrders() async throws(ShopError) -> [OrderRequest] {
        try await stored { () throws(StoreError) in try await store.pendingOrders() }
    }

    /// Forgets the pending order with `clientReference` (one the shop refused for good).
    public func removePendingOrder(_ clientReference: UUID) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.removePendingOrder(clientReference) }
    }

    /// The kept order history, in the shop's order.
    public func storedOrderHistory() async throws(ShopError) -> [OrderSummary] {
        try await stored { () throws(StoreError) in try await store.orderHistory() }
    }

    /// Keeps `orders` as the order history, in one transaction.
    public func saveOrderHistory(_ orders: [OrderSummary]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.saveOrderHistory(orders) }
    }
}
