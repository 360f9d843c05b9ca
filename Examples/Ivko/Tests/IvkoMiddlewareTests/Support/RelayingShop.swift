import Foundation
import IvkoData
import IvkoModel

/// A test's shop that relays every call to `base` (the fake shop, or the DataManager on the backend
/// fixture) but for the few it holds, counts or paces: a conformer implements only those.
protocol RelayingShop: ShopCalls {
    /// Where the other calls go.
    var base: any ShopCalls { get }
}

extension RelayingShop {
    func promotions(now: Date) async throws(ShopError) -> [Promotion] { try await base.promotions(now: now) }
    func seasons() async throws(ShopError) -> [Season] { try await base.seasons() }
    func colorTable() async throws(ShopError) -> ColorTable { try await base.colorTable() }
    func stores() async throws(ShopError) -> [Store] { try await base.stores() }
    func importCatalog(
        into store: CatalogStore, pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws(ShopError) -> CatalogImportFacts {
        try await base.importCatalog(into: store, pageSize: pageSize, progress: progress)
    }
    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails { try await base.details(of: style) }
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await base.detailsWithRatings(of: style)
    }
    func signIn(username: String, password: String) async throws(ShopError) {
        try await base.signIn(username: username, password: password)
    }
    func signOut() async throws(ShopError) { try await base.signOut() }
    func hasKeptCredentials() async -> Bool { await base.hasKeptCredentials() }
    func customerProfile() async throws(ShopError) -> CustomerProfile { try await base.customerProfile() }
    func balance() async throws(ShopError) -> Balance { try await base.balance() }
    func addresses() async throws(ShopError) -> [Address] { try await base.addresses() }
    func sessionEventStream() -> AsyncStream<ShopSessionEvent> { base.sessionEventStream() }
    func cart() async throws(ShopError) -> Cart { try await base.cart() }
    func addToCart(_ item: CartItem) async throws(ShopError) -> Cart { try await base.addToCart(item) }
    func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart { try await base.removeCartLine(line) }
    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation { try await base.placeOrder(order) }
    func orderHistory() async throws(ShopError) -> [OrderSummary] { try await base.orderHistory() }
    func notificationFeed(after lastID: Int?) async throws(ShopError) -> NotificationFeed {
        try await base.notificationFeed(after: lastID)
    }
    func downloadAsset(_ path: AssetPath, to file: URL, ifNoneMatch etag: String?) async throws(ShopError) -> AssetDownload {
        try await base.downloadAsset(path, to: file, ifNoneMatch: etag)
    }
}
