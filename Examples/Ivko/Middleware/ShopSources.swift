package import Foundation
package import IvkoData
package import IvkoModel

/// What the catalog manager needs from the remote side. Like the other sources it speaks the data
/// layer's types, so it is `package`: the composition root and tests hand one to a manager.
package protocol CatalogSource: Sendable {
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
    )
        async throws(ShopError) -> CatalogImportFacts
    /// The live price and stock of a product.
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails
    /// The live price and stock of a product with its ratings merged in: for a product page only.
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails
}

/// What the account manager needs from the remote side.
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

/// What the cart manager needs from the remote side.
package protocol CartSource: Sendable {
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

/// What the order manager needs from the remote side.
package protocol OrderSource: Sendable {
    /// Places an order, idempotently by its client reference.
    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation
    /// The order history.
    func orderHistory() async throws(ShopError) -> [OrderSummary]
}

/// What the asset manager needs from the remote side.
package protocol AssetSource: Sendable {
    /// Downloads an asset into `file`, conditionally on `etag`.
    func downloadAsset(_ path: AssetPath, to file: URL, ifNoneMatch etag: String?) async throws(ShopError) -> AssetDownload
}

extension DataManager: CatalogSource, AccountSource, CartSource, OrderSource, AssetSource {}

/// Everything the managers need from the remote side together (what `DataManager` offers).
package typealias ShopSource = CatalogSource & AccountSource & CartSource & OrderSource & AssetSource
