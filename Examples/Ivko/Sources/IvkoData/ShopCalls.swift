package import Foundation
package import IvkoModel

/// Every call of the shop the managers make, each declared once: the one seam of the data layer.
/// The `DataManager` answers them in the app (each with its endpoint and conversion); a test
/// composition hands the managers a fake shop instead, beside real databases. Every failure is a
/// `ShopError`, as the data layer names it. A new backend call is a method here and its answer in
/// the `DataManager` (and in the fake shop, if a test plays it).
package protocol ShopCalls: Sendable {
    // The catalog.

    /// The promotions to show at `now`.
    func promotions(now: Date) async throws(ShopError) -> [Promotion]
    /// The seasons with their themes.
    func seasons() async throws(ShopError) -> [Season]
    /// The colour table.
    func colorTable() async throws(ShopError) -> ColorTable
    /// The shop's physical stores.
    func stores() async throws(ShopError) -> [Store]
    /// Imports the product export into `store`, `pageSize` products a page; the old catalog stays
    /// when it fails.
    func importCatalog(
        into store: CatalogStore, pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws(ShopError) -> CatalogImportFacts
    /// The live price and stock of a product.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails
    /// The live price and stock of a product with its ratings merged in: for a product page only.
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails

    // The account.

    /// Signs in.
    func signIn(username: String, password: String) async throws(ShopError)
    /// Signs out.
    func signOut() async throws(ShopError)
    /// Whether credentials are kept to sign in again silently.
    func hasKeptCredentials() async -> Bool
    /// Who the signed-in customer is.
    func customerProfile() async throws(ShopError) -> CustomerProfile
    /// The signed-in customer's loyalty points and store credit.
    func balance() async throws(ShopError) -> Balance
    /// The signed-in customer's shipping addresses.
    func addresses() async throws(ShopError) -> [Address]
    /// The session events from now on (`.renewed`: the server cart is gone).
    func sessionEventStream() -> AsyncStream<ShopSessionEvent>

    // The cart and orders.

    /// The session's server cart.
    func cart() async throws(ShopError) -> Cart
    /// Adds an item to the server cart and answers the whole cart.
    func addToCart(_ item: CartItem) async throws(ShopError) -> Cart
    /// Removes a line from the server cart and answers the whole cart.
    func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart
    /// Places an order, idempotently by its client reference.
    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation
    /// The order history.
    func orderHistory() async throws(ShopError) -> [OrderSummary]
    /// The signed-in customer's notifications, one connection's worth, after the event `lastID`.
    func notificationFeed(after lastID: Int?) async throws(ShopError) -> NotificationFeed

    // The assets.

    /// Downloads an asset into `file`, conditionally on `etag`.
    func downloadAsset(_ path: AssetPath, to file: URL, ifNoneMatch etag: String?) async throws(ShopError) -> AssetDownload
}

extension DataManager: ShopCalls {}
