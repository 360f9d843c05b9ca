import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel

// The shop's side of the managers' data-layer faces, as the tests' fake shops play it. In the app the
// DataManager makes these calls; here a fake answers them, and `StoreBackedCatalog` and
// `StoreBackedCustomer` put a fake together with a real database into the face a manager takes.

/// The catalog calls a fake shop answers.
protocol CatalogSource: Sendable {
    /// The promotions to show at `now`.
    func promotions(now: Date) async throws(ShopError) -> [Promotion]
    /// The seasons with their themes.
    func seasons() async throws(ShopError) -> [Season]
    /// The colour table.
    func colorTable() async throws(ShopError) -> ColorTable
    /// The shop's physical stores.
    func stores() async throws(ShopError) -> [Store]
    /// Imports the product export into `store`.
    func importCatalog(
        into store: CatalogStore, pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws(ShopError) -> CatalogImportFacts
    /// The live price and stock of a product.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails
    /// The live price and stock with ratings (a default without them: `CatalogSource+Ratings.swift`).
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails
}

/// The cart calls a fake shop answers.
protocol CartSource: Sendable {
    /// The server cart.
    func cart() async throws(ShopError) -> Cart
    /// Adds an item to the server cart.
    func addToCart(_ item: CartItem) async throws(ShopError) -> Cart
    /// Removes a line from the server cart.
    func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart
    /// The live price and stock of a product.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails
    /// The session events from now on.
    func sessionEventStream() -> AsyncStream<ShopSessionEvent>
}

/// The order calls a fake shop answers.
protocol OrderSource: Sendable {
    /// Places an order, idempotently by its client reference.
    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation
    /// The order history.
    func orderHistory() async throws(ShopError) -> [OrderSummary]
}

/// Every call of the shop a fake answers (what `FakeShopSource` plays).
typealias ShopSource = CatalogSource & AccountSource & CartSource & OrderSource & AssetSource

/// The catalog face for a test: a real catalog database (`store`, so GRDB runs as in the app) for
/// the kept catalog, and a fake shop (`remote`) for the shop's calls.
struct StoreBackedCatalog<Remote: CatalogSource>: CatalogFace {
    let store: CatalogStore
    let remote: Remote

    init(_ store: CatalogStore, _ remote: Remote) {
        self.store = store
        self.remote = remote
    }

    func promotions(now: Date) async throws(ShopError) -> [Promotion] { try await remote.promotions(now: now) }
    func seasons() async throws(ShopError) -> [Season] { try await remote.seasons() }
    func colorTable() async throws(ShopError) -> ColorTable { try await remote.colorTable() }
    func stores() async throws(ShopError) -> [Store] { try await remote.stores() }
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails { try await remote.details(of: style) }
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await remote.detailsWithRatings(of: style)
    }
    func importCatalog(
        pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws(ShopError) -> CatalogImportFacts {
        try await remote.importCatalog(into: store, pageSize: pageSize, progress: progress)
    }

    func storedSeasons() async throws(ShopError) -> [Season] {
        try await stored { () throws(StoreError) in try await store.seasons() }
    }
    func storedColorTable() async throws(ShopError) -> ColorTable {
        try await stored { () throws(StoreError) in try await store.colorTable() }
    }
    func storedPromotions(on day: CalendarDay) async throws(ShopError) -> [Promotion] {
        try await stored { () throws(StoreError) in try await store.promotions(on: day) }
    }
    func categories() async throws(ShopError) -> [IvkoModel.Category] {
        try await stored { () throws(StoreError) in try await store.categories() }
    }
    func productCounts() async throws(ShopError) -> [CategoryID: Int] {
        try await stored { () throws(StoreError) in try await store.productCounts() }
    }
    func product(_ style: StyleCode) async throws(ShopError) -> Product? {
        try await stored { () throws(StoreError) in try await store.product(style) }
    }
    func products(
        season: SeasonCode?, theme: ThemeID?, category: CategoryID?, matching text: String?, limit: Int
    ) async throws(ShopError) -> [Product] {
        try await stored { () throws(StoreError) in
            try await store.products(season: season, theme: theme, category: category, matching: text, limit: limit)
        }
    }
    func products(in theme: ThemeID, limit: Int) async throws(ShopError) -> [Product] {
        try await stored { () throws(StoreError) in try await store.products(in: theme, limit: limit) }
    }
    func lastImport() async throws(ShopError) -> CatalogImportFacts? {
        try await stored { () throws(StoreError) in try await store.lastImport() }
    }
    func replaceSeasons(_ seasons: [Season]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.replaceSeasons(seasons) }
    }
    func replaceColorTable(_ table: ColorTable) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.replaceColorTable(table) }
    }
    func replacePromotions(_ promotions: [Promotion]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.replacePromotions(promotions) }
    }
}

/// A customer's face for a test: a real customer database (`store`) for the kept cart and orders,
/// and a fake shop (`remote`) for the shop's calls; a cart face when the fake answers cart calls, an
/// order face when it answers order calls.
struct StoreBackedCustomer<Remote: Sendable>: Sendable {
    let store: UserStore
    let remote: Remote

    init(_ store: UserStore, _ remote: Remote) {
        self.store = store
        self.remote = remote
    }

    func cartItems() async throws(ShopError) -> [CartItem] {
        try await stored { () throws(StoreError) in try await store.cartItems() }
    }
    func saveCartItems(_ items: [CartItem]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.saveCartItems(items) }
    }
    func completePendingOrder(_ order: OrderRequest) async throws(ShopError) -> (cart: [CartItem], wasPending: Bool) {
        try await stored { () throws(StoreError) in try await store.completePendingOrder(order) }
    }
    func savePendingOrder(_ order: OrderRequest, createdAt: Date) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.savePendingOrder(order, createdAt: createdAt) }
    }
    func pendingOrders() async throws(ShopError) -> [OrderRequest] {
        try await stored { () throws(StoreError) in try await store.pendingOrders() }
    }
    func removePendingOrder(_ clientReference: UUID) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.removePendingOrder(clientReference) }
    }
    func storedOrderHistory() async throws(ShopError) -> [OrderSummary] {
        try await stored { () throws(StoreError) in try await store.orderHistory() }
    }
    func saveOrderHistory(_ orders: [OrderSummary]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.saveOrderHistory(orders) }
    }
}

extension StoreBackedCustomer: CartFace where Remote: CartSource {
    func cart() async throws(ShopError) -> Cart { try await remote.cart() }
    func addToCart(_ item: CartItem) async throws(ShopError) -> Cart { try await remote.addToCart(item) }
    func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart { try await remote.removeCartLine(line) }
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails { try await remote.details(of: style) }
    func sessionEventStream() -> AsyncStream<ShopSessionEvent> { remote.sessionEventStream() }
}

extension StoreBackedCustomer: OrderFace where Remote: OrderSource {
    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation { try await remote.placeOrder(order) }
    func orderHistory() async throws(ShopError) -> [OrderSummary] { try await remote.orderHistory() }
}
