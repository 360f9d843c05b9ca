package import Foundation
package import IvkoModel

/// The shop's catalog calls a catalog face makes: the app-wide `DataManager` answers them, and a
/// test composition may hand a catalog face a fake shop instead, beside a real database.
package protocol CatalogCalls: Sendable {
    /// The promotions to show at `now`.
    func promotions(now: Date) async throws(ShopError) -> [Promotion]
    /// The seasons with their themes.
    func seasons() async throws(ShopError) -> [Season]
    /// The colour table.
    func colorTable() async throws(ShopError) -> ColorTable
    /// The shop's physical stores.
    func stores() async throws(ShopError) -> [Store]
    /// Imports the product export into `store`, `pageSize` products a page.
    func importCatalog(
        into store: CatalogStore, pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws(ShopError) -> CatalogImportFacts
    /// The live price and stock of a product.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails
    /// The live price and stock of a product with its ratings merged in: for a product page only.
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails
}

/// The shop's cart calls a customer's face makes (see `CatalogCalls`).
package protocol CartCalls: Sendable {
    /// The session's server cart.
    func cart() async throws(ShopError) -> Cart
    /// Adds an item to the server cart and answers the whole cart.
    func addToCart(_ item: CartItem) async throws(ShopError) -> Cart
    /// Removes a line from the server cart and answers the whole cart.
    func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart
    /// The live price and stock of a product.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails
    /// The session events from now on.
    func sessionEventStream() -> AsyncStream<ShopSessionEvent>
}

/// The shop's order calls a customer's face makes (see `CatalogCalls`).
package protocol OrderCalls: Sendable {
    /// Places an order, idempotently by its client reference.
    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation
    /// The order history.
    func orderHistory() async throws(ShopError) -> [OrderSummary]
}

extension DataManager: CatalogCalls, CartCalls, OrderCalls {}
