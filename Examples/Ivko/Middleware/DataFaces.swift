package import Foundation
package import IvkoData
package import IvkoModel

/// What the catalog manager needs from the data layer, the shop's calls and the catalog kept on the
/// device alike: the DataManager's catalog face (`CatalogDataManager`) conforms, so the manager talks
/// to the DataManager only and never holds a store. Like the other faces it speaks the data layer's
/// types, so it is `package`: the composition root and tests hand one to a manager. Every failure is a
/// `ShopError`, as the data layer names it.
package protocol CatalogFace: Sendable {
    // The shop's catalog.

    /// The promotions to show at `now`, from the shop.
    func promotions(now: Date) async throws(ShopError) -> [Promotion]
    /// The seasons with their themes, from the shop.
    func seasons() async throws(ShopError) -> [Season]
    /// The colour table, from the shop.
    func colorTable() async throws(ShopError) -> ColorTable
    /// The shop's physical stores.
    func stores() async throws(ShopError) -> [Store]
    /// Imports the shop's product export into the kept catalog; the old one stays when it fails.
    func importCatalog(
        pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws(ShopError)
        -> CatalogImportFacts
    /// The live price and stock of a product.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails
    /// The live price and stock of a product with its ratings merged in: for a product page only.
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails

    // The catalog kept on the device.

    /// The kept seasons with their themes.
    func storedSeasons() async throws(ShopError) -> [Season]
    /// The kept colour table.
    func storedColorTable() async throws(ShopError) -> ColorTable
    /// The kept promotions to show on `day`.
    func storedPromotions(on day: CalendarDay) async throws(ShopError) -> [Promotion]
    /// The categories of the kept products.
    func categories() async throws(ShopError) -> [Category]
    /// How many kept products each category has.
    func productCounts() async throws(ShopError) -> [CategoryID: Int]
    /// The kept product with `style`, if there is one.
    func product(_ style: StyleCode) async throws(ShopError) -> Product?
    /// The kept products passing every part given, at most `limit`, in export order.
    func products(
        season: SeasonCode?, theme: ThemeID?, category: CategoryID?, matching text: String?, limit: Int
    )
        async throws(ShopError) -> [Product]
    /// The kept products of `theme`, at most `limit`, in export order.
    func products(in theme: ThemeID, limit: Int) async throws(ShopError) -> [Product]
    /// The facts of the last import kept (`nil`: never imported).
    func lastImport() async throws(ShopError) -> CatalogImportFacts?
    /// Keeps `seasons` in place of the kept ones.
    func replaceSeasons(_ seasons: [Season]) async throws(ShopError)
    /// Keeps `table` in place of the kept colour table.
    func replaceColorTable(_ table: ColorTable) async throws(ShopError)
    /// Keeps `promotions` in place of the kept ones.
    func replacePromotions(_ promotions: [Promotion]) async throws(ShopError)
}

/// What the cart manager needs from the data layer: the server cart and live stock, and the cart kept
/// in the customer's database (the truth the server cart mirrors). The DataManager's customer face
/// (`CustomerDataManager`) conforms.
package protocol CartFace: Sendable {
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
    /// The kept cart, in order.
    func cartItems() async throws(ShopError) -> [CartItem]
    /// Keeps `items` as the cart, in one transaction.
    func saveCartItems(_ items: [CartItem]) async throws(ShopError)
    /// Forgets the confirmed `order` as pending and takes its pieces out of the kept cart, in one
    /// transaction; answers the kept cart afterwards and whether the order was still pending.
    func completePendingOrder(_ order: OrderRequest) async throws(ShopError) -> (cart: [CartItem], wasPending: Bool)
}

/// What the order manager needs from the data layer: placing orders and the shop's history, and the
/// pending orders and history kept in the customer's database. The DataManager's customer face
/// (`CustomerDataManager`) conforms.
package protocol OrderFace: Sendable {
    /// Places an order, idempotently by its client reference.
    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation
    /// The order history, from the shop.
    func orderHistory() async throws(ShopError) -> [OrderSummary]
    /// Keeps `order` as pending (made at `createdAt`), before it is sent.
    func savePendingOrder(_ order: OrderRequest, createdAt: Date) async throws(ShopError)
    /// The kept pending orders, oldest first.
    func pendingOrders() async throws(ShopError) -> [OrderRequest]
    /// Forgets the pending order with `clientReference`.
    func removePendingOrder(_ clientReference: UUID) async throws(ShopError)
    /// Forgets the confirmed `order` as pending and takes its pieces out of the kept cart, in one
    /// transaction; answers the kept cart afterwards and whether the order was still pending.
    func completePendingOrder(_ order: OrderRequest) async throws(ShopError) -> (cart: [CartItem], wasPending: Bool)
    /// The kept order history.
    func storedOrderHistory() async throws(ShopError) -> [OrderSummary]
    /// Keeps `orders` as the order history.
    func saveOrderHistory(_ orders: [OrderSummary]) async throws(ShopError)
}

/// A signed-in customer's face of the data layer, what their cart and order managers share (one
/// database under both, so an order's completion and the cart change together).
package typealias CustomerFace = CartFace & OrderFace

/// What the account manager needs from the data layer (the shop's calls alone: nothing of the account
/// is kept in a database). The app-wide `DataManager` conforms.
package protocol AccountSource: Sendable {
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
    /// The session events from now on.
    func sessionEventStream() -> AsyncStream<ShopSessionEvent>
}

/// What the asset manager needs from the data layer (the download alone: the manager keeps its cache's
/// files itself). The app-wide `DataManager` conforms.
package protocol AssetSource: Sendable {
    /// Downloads an asset into `file`, conditionally on `etag`.
    func downloadAsset(_ path: AssetPath, to file: URL, ifNoneMatch etag: String?) async throws(ShopError) -> AssetDownload
}

extension DataManager: AccountSource, AssetSource {}
extension CatalogDataManager: CatalogFace {}
extension CustomerDataManager: CartFace, OrderFace {}
