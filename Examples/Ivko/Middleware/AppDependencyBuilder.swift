package import Foundation
package import Logging
package import IvkoModel

/// Makes the managers from the data layer's faces: the app-wide `AppDependency` (the catalog on its
/// catalog face, the account and assets on the DataManager), and a signed-in customer's cart and
/// orders on that customer's face (`CustomerManagers`); and starts what each manager follows (session
/// events, refresh timers). It takes the data layer's faces, so it is `package`: the composition root
/// uses it, and the UI only ever sees the managers.
package struct AppDependencyBuilder: Sendable {
    /// The DataManager's calls for the account and the assets.
    private let source: any AccountSource & AssetSource
    private let clock: any ManagerClock
    private let catalogPolicy: CatalogRefreshPolicy
    private let logger: Logger

    /// A builder whose account and asset managers talk to `source` (the app-wide DataManager).
    package init(
        source: any AccountSource & AssetSource, clock: any ManagerClock = SystemClock(),
        catalogPolicy: CatalogRefreshPolicy = CatalogRefreshPolicy(),
        logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.source = source
        self.clock = clock
        self.catalogPolicy = catalogPolicy
        self.logger = logger
    }

    /// The app-wide managers: catalog (on the catalog face `catalog`), account and assets (cached in
    /// `assetDirectory`). Starts the account following the session; the catalog's background refresh
    /// starts when `refreshCatalog` is true.
    package func makeAppDependency(
        catalog data: any CatalogFace, assetDirectory: URL, assetSizeLimit: Int64 = 200 * 1_024 * 1_024,
        refreshCatalog: Bool = true
    ) async -> AppDependency {
        let catalog = CatalogManager(data: data, clock: clock, policy: catalogPolicy, logger: logger)
        let account = AccountManager(source: source, logger: logger)
        let assets = AssetManager(directory: assetDirectory, source: source, sizeLimit: assetSizeLimit, clock: clock, logger: logger)
        await account.start()
        if refreshCatalog { await catalog.startBackgroundRefresh() }
        return AppDependency(catalog: catalog, account: account, assets: assets)
    }

    /// The customer's managers, once the signed-in user's database is open behind their face `data`:
    /// the cart (loaded, following the session) and orders. Pending orders (left by a crash or a lost
    /// answer) are sent again first, each completed with its lines taken out of the cart, and then the
    /// cart is synced to the server: so the server cart never gets lines that were ordered already,
    /// and a failing cart sync never keeps a pending order from being sent.
    package func addingUser(_ data: any CustomerFace) async throws(ShopError) -> CustomerManagers {
        let cart = CartManager(data: data, clock: clock, logger: logger)
        let orders = OrderManager(data: data, cart: cart, clock: clock, logger: logger)
        try await cart.load()
        await cart.start()
        do throws(ShopError) {
            try await orders.resumePending()
        } catch {
            logger.info("the pending orders will be sent later", metadata: ["error": "\(error)"])
        }
        do throws(ShopError) {
            try await cart.syncWithServer()
        } catch {
            logger.info("the user's cart will be synced later", metadata: ["error": "\(error)"])
        }
        await cart.startStockRefresh()
        return CustomerManagers(cart: cart, orders: orders)
    }

    /// Ends the customer's managers (after sign-out): stops the cart's session listener and timer.
    /// The caller closes the user's database afterwards.
    package func removingUser(_ user: CustomerManagers) async {
        await user.cart.stop()
    }
}

/// A signed-in customer's managers as the builder makes them, before they join an `AppDependency`
/// (`AppDependency.addingUser`): the composition root keeps them with the customer's open database.
package struct CustomerManagers: Sendable {
    /// The customer's cart.
    package let cart: CartManager
    /// The customer's orders.
    package let orders: OrderManager
}
