package import Foundation
package import IvkoData
package import Logging

/// Makes the `AppDependency` in its two stages from the remote data source and the stores, and
/// starts what each manager follows (session events, refresh timers). It takes the data layer's
/// source and stores, so it is `package`: the composition root uses it, and the UI only ever sees
/// the `AppDependency`.
package struct AppDependencyBuilder: Sendable {
    private let source: any ShopSource
    private let clock: any ManagerClock
    private let catalogPolicy: CatalogRefreshPolicy
    private let logger: Logger

    /// A builder on `source`.
    package init(
        source: any ShopSource, clock: any ManagerClock = SystemClock(),
        catalogPolicy: CatalogRefreshPolicy = CatalogRefreshPolicy(), logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.source = source
        self.clock = clock
        self.catalogPolicy = catalogPolicy
        self.logger = logger
    }

    /// The first stage: catalog (on `catalogStore`), account and assets (cached in `assetDirectory`).
    /// Starts the account following the session; the catalog's background refresh starts when
    /// `refreshCatalog` is true.
    package func makeFirstStage(
        catalogStore: CatalogStore, assetDirectory: URL, assetSizeLimit: Int64 = 200 * 1_024 * 1_024,
        refreshCatalog: Bool = true
    ) async -> AppDependency {
        let catalog = CatalogManager(store: catalogStore, source: source, clock: clock, policy: catalogPolicy, logger: logger)
        let account = AccountManager(source: source, logger: logger)
        let assets = AssetManager(directory: assetDirectory, source: source, sizeLimit: assetSizeLimit, clock: clock, logger: logger)
        await account.start()
        if refreshCatalog { await catalog.startBackgroundRefresh() }
        return AppDependency(catalog: catalog, account: account, assets: assets)
    }

    /// The second stage, once the signed-in user's database `userStore` is open: the cart (loaded,
    /// following the session, synced to the server) and orders (pending ones sent again).
    package func addingUser(_ userStore: UserStore, to first: AppDependency) async throws(ShopError) -> AppDependency {
        let cart = CartManager(store: userStore, source: source, clock: clock, logger: logger)
        let orders = OrderManager(store: userStore, source: source, clock: clock, logger: logger)
        try await cart.load()
        await cart.start()
        do throws(ShopError) {
            try await cart.syncWithServer()
            try await orders.resumePending()
        } catch {
            logger.info("the user's cart or pending orders will be synced later", metadata: ["error": "\(error)"])
        }
        await cart.startStockRefresh()
        return first.adding(cart: cart, orders: orders)
    }

    /// Back to the first stage (after sign-out): stops the cart's session listener and timer. The
    /// caller closes the user's database afterwards.
    package func removingUser(from dependency: AppDependency) async -> AppDependency {
        await dependency.cart?.stop()
        return dependency.removingUserManagers()
    }
}
