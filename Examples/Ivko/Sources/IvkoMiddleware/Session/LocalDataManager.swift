import Foundation
package import IvkoData
public import IvkoModel
package import Logging

/// The shop's data on this device, and what is decided about it: it makes the managers on it. The
/// catalog's database is a copy of the shop's (a damaged one is thrown away and imported again); each
/// signed-in customer has a database of their own, which scenes of that customer share with its cart
/// and orders, the last scene to hand it back stops them and closes it, and a reset deletes it so the
/// next opening fetches everything again. The composition root makes one on the DataManager's calls
/// (`ShopCalls`) and hands it to the application coordinator, which builds the app-wide managers with
/// it; a scene's `ShoppingSession` opens, hands back and resets a customer's data through it.
public final class LocalDataManager: CustomerDataKeeping, Sendable {
    private let folder: DataFolder
    /// The shop's calls (the data layer's), which every manager makes.
    private let shop: any ShopCalls
    private let clock: any ManagerClock
    private let catalogPolicy: CatalogRefreshPolicy
    private let customerDatabases = OpenCustomerDatabases()
    private let logger: Logger

    /// The shop's data in `folder`, its managers making their calls to `shop` (the DataManager).
    package init(
        folder: DataFolder, shop: any ShopCalls, clock: any ManagerClock = SystemClock(),
        catalogPolicy: CatalogRefreshPolicy = CatalogRefreshPolicy(), logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.folder = folder
        self.shop = shop
        self.clock = clock
        self.catalogPolicy = catalogPolicy
        self.logger = logger
    }

    /// The app-wide managers: the catalog (refreshed in the background from now on: at once when it
    /// was never imported), the account (following the session) and the asset cache. The data folder
    /// is made (or tightened) readable by its owner only first.
    public func makeAppManagers() async throws(ShopError) -> AppDependency {
        do {
            try folder.makePrivate()
        } catch {
            throw .storageFailure(reason: "the data folder cannot be made private: \(error)")
        }
        let app = makeAppDependency(catalog: try await openCatalog(at: folder.catalogDatabase.path))
        await app.account.start()
        await app.catalog.startBackgroundRefresh()
        return app
    }

    /// The app-wide managers on the open catalog database `store`, none of them started (the
    /// account's session listener, the catalog's background refresh).
    package func makeAppDependency(catalog store: CatalogStore) -> AppDependency {
        AppDependency(
            catalog: CatalogManager(shop: shop, store: store, clock: clock, policy: catalogPolicy, logger: logger),
            account: AccountManager(shop: shop, logger: logger),
            assets: AssetManager(directory: folder.assets, shop: shop, clock: clock, logger: logger),
            localData: self)
    }

    /// Opens the catalog's database. The catalog is a copy of the shop's: a damaged one is thrown away
    /// and imported again.
    private func openCatalog(at path: String) async throws(ShopError) -> CatalogStore {
        do throws(StoreError) {
            return try await CatalogStore.open(at: path)
        } catch {
            guard error.isResettable else { throw ShopError(error) }
            logger.warning("the catalog database is reset", metadata: ["error": "\(error)"])
        }
        do throws(StoreError) {
            try CatalogStore.reset(at: path)
            return try await CatalogStore.open(at: path)
        } catch {
            throw ShopError(error)
        }
    }

    /// Opens `customer`'s database and returns `app` grown by their cart and orders on it. A catalog
    /// that was never imported (the first start was offline) is imported once the database is open,
    /// before the cart is made (its lines are named from the catalog), reporting its counts in
    /// `progress`; when that fails too, Home shows the failure with its retry. Scenes of one customer
    /// share the database and its cart and orders: a second scene's opening gets the first one's.
    public func openCustomerData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency {
        let path = folder.customerDatabase(for: customer).path
        let database: OpenCustomerDatabase
        do {
            database = try await customerDatabases.open(customer) { [self] in
                let store: UserStore
                do throws(StoreError) {
                    store = try await UserStore.open(at: path) { opening in
                        progress(DatabaseProgress(step: Self.step(of: opening.phase), fractionCompleted: opening.fractionCompleted))
                    }
                } catch {
                    throw ShopError(error)
                }
                await importCatalogIfNeverImported(into: app.catalog, progress: progress)
                do throws(ShopError) {
                    return OpenCustomerDatabase(store: store, user: try await addingUser(store, to: app))
                } catch {
                    try? store.close()
                    throw error
                }
            }
        } catch {
            // The opening throws only `ShopError`s; the shared task that runs it forgets the type.
            throw error as? ShopError ?? .storageFailure(reason: "\(error)")
        }
        return app.addingUser(database.user)
    }

    /// Imports the catalog when it never was, reporting its counts; a failure is Home's to show.
    private func importCatalogIfNeverImported(
        into catalog: CatalogManager, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async {
        do throws(ShopError) {
            try await catalog.importProductsIfNeverImported { status in
                progress(
                    DatabaseProgress(
                        step: .importingCatalog(productCount: status.productCount), fractionCompleted: status.fractionCompleted))
            }
        } catch {
            logger.warning("the catalog could not be imported; Home will offer to try again", metadata: ["error": "\(error)"])
        }
    }

    /// The customer's managers on their open database `store`: the cart (loaded, following the
    /// session, its lines named from `app`'s catalog), orders and notifications (the stream opened). Pending orders (left by a crash or
    /// a lost answer) are sent again first, each completed with its lines taken out of the cart, and
    /// then the cart is synced to the server: so the server cart never gets lines that were ordered
    /// already, and a failing cart sync never keeps a pending order from being sent.
    package func addingUser(_ store: UserStore, to app: AppDependency) async throws(ShopError) -> CustomerManagers {
        let cart = CartManager(shop: shop, store: store, catalog: app.catalog, assets: app.assets, clock: clock, logger: logger)
        let orders = OrderManager(shop: shop, store: store, cart: cart, clock: clock, logger: logger)
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
        let notifications = NotificationManager(shop: shop, orders: orders, clock: clock, logger: logger)
        await notifications.start()
        return CustomerManagers(cart: cart, orders: orders, notifications: notifications)
    }

    /// Hands back the customer's managers in `app` (from `openCustomerData`): the last scene of that
    /// customer to do so stops the cart and closes the database. Other customers' databases stay open.
    public func closeCustomerData(of app: AppDependency) async {
        guard let cart = app.cart else { return }
        let logger = logger
        await customerDatabases.close(holding: cart) { database in
            await database.user.notifications.stop()
            await database.user.cart.stop()
            do {
                try database.store.close()
            } catch {
                logger.warning("a customer's database did not close cleanly", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Deletes `customer`'s database, so that the next opening starts afresh (their cart and orders
    /// are fetched again from the shop).
    public func resetCustomerData(of customer: CustomerNumber) async throws(ShopError) {
        do throws(StoreError) {
            try UserStore.reset(at: folder.customerDatabase(for: customer).path)
        } catch {
            throw ShopError(error)
        }
    }

    private static func step(of phase: StoreOpeningProgress.Phase) -> DatabaseProgress.Step {
        switch phase {
        case .opening, .ready: .opening
        case .checking: .checking
        case .migrating: .migrating
        }
    }
}

/// A signed-in customer's managers as `LocalDataManager` makes them, before they join an
/// `AppDependency` (`AppDependency.addingUser`): it keeps them with the customer's open database.
package struct CustomerManagers: Sendable {
    /// The customer's cart.
    package let cart: CartManager
    /// The customer's orders.
    package let orders: OrderManager
    /// The customer's notifications (the push service's stream, kept while the database is open).
    package let notifications: NotificationManager
}
