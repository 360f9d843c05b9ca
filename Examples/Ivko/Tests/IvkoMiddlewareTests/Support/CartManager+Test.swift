import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import Logging

extension CartManager {
    /// A cart on the customer's database `store` through `shop`, its lines named from a catalog
    /// (empty unless a test imports one) and an asset cache beside the database, as the app gives a
    /// cart the app-wide ones.
    static func test(
        shop: any ShopCalls, store: UserStore, clock: any ManagerClock = ManualClock(), refreshInterval: Duration = .seconds(15 * 60),
        logger: Logger = QuietLog.logger
    ) async throws -> CartManager {
        let folder = URL(fileURLWithPath: store.path).deletingLastPathComponent()
        let catalogStore = try await CatalogStore.open(at: folder.appendingPathComponent("cart-catalog.sqlite").path)
        return CartManager(
            shop: shop, store: store, catalog: CatalogManager(shop: shop, store: catalogStore, clock: clock, logger: logger),
            assets: AssetManager(directory: folder.appendingPathComponent("cart-assets"), shop: shop, clock: clock, logger: logger),
            clock: clock, refreshInterval: refreshInterval, logger: logger)
    }
}
