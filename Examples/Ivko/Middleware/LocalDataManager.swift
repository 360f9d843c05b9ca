import Foundation
package import IvkoData
package import IvkoModel
package import Logging

/// The one owner of the shop's data on this device, and of what is decided about it: the catalog's
/// copy (a damaged one is thrown away and imported again, since the shop has the original), and each
/// signed-in customer's database (scenes of one customer share it with its cart and orders, the last
/// scene to hand it back stops them and closes it, and a reset deletes it so the next opening
/// fetches everything again). The DataManager does the work: this asks it to open, reset and close
/// the databases and hands the faces it answers on them to `builder`, so no store passes through
/// the middleware. The composition root makes one and hands the coordinators' requests to it; the
/// composition root decides nothing itself.
package final class LocalDataManager: Sendable {
    private let folder: DataFolder
    /// The app-wide DataManager: it opens the databases and answers their faces.
    private let data: DataManager
    private let builder: AppDependencyBuilder
    private let customerDatabases = OpenCustomerDatabases()
    private let logger: Logger

    /// The shop's data in `folder`, its databases opened by `data`, its managers made by `builder`.
    package init(folder: DataFolder, data: DataManager, builder: AppDependencyBuilder, logger: Logger) {
        self.folder = folder
        self.data = data
        self.builder = builder
        self.logger = logger
    }

    /// The catalog (imported once if it never was, then refreshed in the background), the account
    /// and the asset cache. The data folder is made (or tightened) readable by its owner only first.
    package func makeAppManagers() async throws(ShopError) -> AppDependency {
        do {
            try folder.makePrivate()
        } catch {
            throw .storageFailure(reason: "the data folder cannot be made private: \(error)")
        }
        let catalog = try await openCatalog(at: folder.catalogDatabase.path)
        let app = await builder.makeAppDependency(catalog: catalog, assetDirectory: folder.assets, refreshCatalog: false)
        await app.catalog.refreshIfNeverImported()
        await app.catalog.startBackgroundRefresh()
        return app
    }

    /// Opens the catalog's database. The catalog is a copy of the shop's: a damaged one is thrown away
    /// and imported again.
    private func openCatalog(at path: String) async throws(ShopError) -> CatalogDataManager {
        do throws(StoreError) {
            return try await data.openCatalog(at: path)
        } catch {
            guard error.isResettable else { throw ShopError(error) }
            logger.warning("the catalog database is reset", metadata: ["error": "\(error)"])
        }
        do throws(StoreError) {
            try data.resetCatalog(at: path)
            return try await data.openCatalog(at: path)
        } catch {
            throw ShopError(error)
        }
    }

    /// Opens `customer`'s database and returns `app` grown by their cart and orders on it. Scenes
    /// of one customer share the database and its cart and orders: a second scene's opening gets the
    /// first one's.
    package func openCustomerData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency {
        let path = folder.customerDatabase(for: customer).path
        let data = data
        let builder = builder
        let database: OpenCustomerDatabase
        do {
            database = try await customerDatabases.open(customer) {
                try await Self.open(path: path, data: data, builder: builder, progress: progress)
            }
        } catch {
            // The opening throws only `ShopError`s; the shared task that runs it forgets the type.
            throw error as? ShopError ?? .storageFailure(reason: "\(error)")
        }
        return app.addingUser(cart: database.user.cart, orders: database.user.orders)
    }

    private static func open(
        path: String, data: DataManager, builder: AppDependencyBuilder, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> OpenCustomerDatabase {
        let customer: CustomerDataManager
        do throws(StoreError) {
            customer = try await data.openCustomer(at: path) { opening in
                progress(DatabaseProgress(step: step(of: opening.phase), fractionCompleted: opening.fractionCompleted))
            }
        } catch {
            throw ShopError(error)
        }
        do throws(ShopError) {
            return OpenCustomerDatabase(data: customer, user: try await builder.addingUser(customer))
        } catch {
            try? customer.close()
            throw error
        }
    }

    /// Hands back the customer's managers in `app` (from `openCustomerData`): the last scene of that
    /// customer to do so stops the cart and closes the database. Other customers' databases stay open.
    package func closeCustomerData(of app: AppDependency) async {
        guard let cart = app.cart else { return }
        let builder = builder
        let logger = logger
        await customerDatabases.close(holding: cart) { database in
            await builder.removingUser(database.user)
            do {
                try database.data.close()
            } catch {
                logger.warning("a customer's database did not close cleanly", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Deletes `customer`'s database, so that the next opening starts afresh (their cart and orders
    /// are fetched again from the shop).
    package func resetCustomerData(of customer: CustomerNumber) async throws(ShopError) {
        do throws(StoreError) {
            try data.resetCustomer(at: folder.customerDatabase(for: customer).path)
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
