public import Foundation
public import IvkoApp
import IvkoData
public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
package import IvkoService
public import Logging
package import Networking
import NetworkingAsyncHTTPClient

/// The shop's composition root: builds the managers from a base URL and a data folder (the catalog's
/// database, the asset cache and one database per customer live there), and nothing else. The
/// executable and the tests hand it to `ShopCoordinator`; it is the one place that sees the data
/// layer, the API wrapper and networking, so the coordinators never do.
public final class LiveShopBackstage: ShopBackstage {
    private let dataFolder: URL
    private let transport: AsyncHTTPClientTransport
    private let builder: AppDependencyBuilder
    private let openStores = OpenUserStores()
    private let credentialStore: any IvkoCredentialStore
    private let logger: Logger
    /// The network work under way (requests on the wire, retries waiting): what a headless driver
    /// waits on before it says the shop is idle.
    public let networkActivity: NetworkActivity

    /// A backstage talking to the shop at `baseURL`, keeping its data in `dataFolder`.
    public convenience init(baseURL: URL, dataFolder: URL, logger: Logger = Logger(label: "ivko.app")) {
        self.init(
            baseURL: baseURL, dataFolder: dataFolder, credentialStore: InMemoryCredentialStore(),
            networkConfiguration: NetworkSession.Configuration(), logger: logger
        )
    }

    /// A backstage that keeps the credentials of a sign-in in `credentialsFile` (readable by the user
    /// only), so the next start signs in again silently and the sign-in form is not shown.
    public convenience init(baseURL: URL, dataFolder: URL, credentialsFile: URL, logger: Logger = Logger(label: "ivko.app")) {
        self.init(
            baseURL: baseURL, dataFolder: dataFolder, credentialStore: FileCredentialStore(file: credentialsFile, logger: logger),
            networkConfiguration: NetworkSession.Configuration(), logger: logger
        )
    }

    /// A backstage with the API's credential store and the network session's settings chosen (tests
    /// keep credentials to sign in again silently, and retry without waiting).
    package init(
        baseURL: URL, dataFolder: URL, credentialStore: any IvkoCredentialStore,
        networkConfiguration: NetworkSession.Configuration, logger: Logger
    ) {
        self.dataFolder = dataFolder
        self.credentialStore = credentialStore
        self.logger = logger
        let activity = NetworkActivity()
        networkActivity = activity
        let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 8)
        self.transport = transport
        var configuration = networkConfiguration
        configuration.sleeper = CountingSleeper(base: networkConfiguration.sleeper, activity: activity)
        let network = NetworkSession(
            transport: CountingTransport(base: transport, activity: activity), configuration: configuration, logger: logger
        )
        let source = ShopDataSource(logger: logger) { onSessionEvent in
            IvkoAPI(network: network, baseURL: baseURL, credentialStore: credentialStore, logger: logger, onSessionEvent: onSessionEvent)
        }
        builder = AppDependencyBuilder(source: source, logger: logger)
    }

    /// Closes the network connections; call once the shop is done.
    public func shutdown() async {
        do {
            try await transport.shutdown()
        } catch {
            logger.warning("the network transport did not shut down cleanly", metadata: ["error": "\(error)"])
        }
    }

    /// Keeps `username` and `password` as the credentials to sign in with, so the shop signs in
    /// with them at start (`AccountManager.restore()`) without showing the form. A refused pair
    /// shows the sign-in form as usual.
    public func keepCredentials(username: String, password: String) async {
        await credentialStore.save(IvkoCredentials(username: username, password: password))
    }

    /// The database file of `customer`.
    public func userDatabasePath(for customer: CustomerNumber) -> String {
        UserStore.path(in: dataFolder, for: customer)
    }

    /// The catalog (imported once if it never was, then refreshed in the background), the account
    /// and the asset cache.
    public func makeFirstStage() async throws -> AppDependency {
        try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
        let catalogStore = try await openCatalog(at: dataFolder.appendingPathComponent("catalog.sqlite").path)
        let first = await builder.makeFirstStage(
            catalogStore: catalogStore, assetDirectory: dataFolder.appendingPathComponent("assets", isDirectory: true),
            refreshCatalog: false
        )
        if (try? await catalogStore.lastImport()) == nil { await first.catalog.refreshIfDue() }
        await first.catalog.startBackgroundRefresh()
        return first
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

    /// Opens the customer's database and adds their cart and orders.
    public func openUserStage(
        for customer: CustomerNumber, on first: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws -> AppDependency {
        let store: UserStore
        do throws(StoreError) {
            store = try await UserStore.open(at: userDatabasePath(for: customer)) { opening in
                progress(DatabaseProgress(step: Self.step(of: opening.phase), fractionCompleted: opening.fractionCompleted))
            }
        } catch {
            throw ShopError(error)
        }
        do {
            let dependency = try await builder.addingUser(store, to: first)
            await openStores.keep(store)
            return dependency
        } catch {
            try? store.close()
            throw error
        }
    }

    /// Stops the cart and closes the customer's database.
    public func closeUserStage(of dependency: AppDependency) async -> AppDependency {
        let first = await builder.removingUser(from: dependency)
        for store in await openStores.takeAll() {
            do {
                try store.close()
            } catch {
                logger.warning("a customer's database did not close cleanly", metadata: ["error": "\(error)"])
            }
        }
        return first
    }

    /// Deletes the customer's database.
    public func resetUserData(of customer: CustomerNumber) async throws {
        do throws(StoreError) {
            try UserStore.reset(at: userDatabasePath(for: customer))
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

/// The customers' databases this backstage opened and has not closed.
private actor OpenUserStores {
    private var stores: [UserStore] = []

    func keep(_ store: UserStore) { stores.append(store) }

    func takeAll() -> [UserStore] {
        defer { stores.removeAll() }
        return stores
    }
}
