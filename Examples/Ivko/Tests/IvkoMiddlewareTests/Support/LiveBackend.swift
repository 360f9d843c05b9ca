import Foundation
import IvkoBackend
import IvkoData
import IvkoService
import Logging
import Networking
import NetworkingAsyncHTTPClient
import NetworkingTestSupport

/// The backend fixture running in-process, and a `DataManager` on it over a real transport
/// whose retries do not wait.
struct LiveBackend {
    let server: IvkoBackendServer
    let data: DataManager

    /// Starts a backend serving `catalog`, runs `body` with a DataManager on it, and stops both.
    @discardableResult
    static func with<Result>(
        catalog: IvkoCatalog = IvkoCatalog(productCount: 40),
        credentialStore: any IvkoCredentialStore = InMemoryCredentialStore(),
        _ body: (LiveBackend) async throws -> Result
    ) async throws -> Result {
        var configuration = IvkoBackendConfiguration(catalog: catalog, clock: ManualBackendClock())
        configuration.logger.logLevel = .critical
        let server = try await IvkoBackendServer.start(configuration)
        let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 8)
        var quiet = Logger(label: "test")
        quiet.logLevel = .critical
        let network = NetworkSession(
            transport: transport, configuration: NetworkSession.Configuration(sleeper: RecordingSleeper()), logger: quiet
        )
        let data = DataManager(logger: quiet) { onSessionEvent in
            IvkoAPI(
                network: network, baseURL: server.baseURL, credentialStore: credentialStore, logger: quiet, onSessionEvent: onSessionEvent)
        }
        let shop = LiveBackend(server: server, data: data)
        do {
            let result = try await body(shop)
            try? await transport.shutdown()
            await server.stop()
            return result
        } catch {
            try? await transport.shutdown()
            await server.stop()
            throw error
        }
    }

    /// An active product and one of its colour/size pairs with at least two pieces in stock, as a cart item.
    func itemInStock(skipping skipped: Int = 0) throws -> CartItemValues {
        let entries = server.catalog.products.filter(\.isActive).compactMap { product in
            product.stock.first(where: { $0.quantity >= 2 }).map { (product.style, $0) }
        }
        guard entries.count > skipped else { throw LiveShopError("not enough products in stock") }
        let (style, stock) = entries[skipped]
        return CartItemValues(style: style, color: stock.color, size: stock.size)
    }
}

/// The raw values of a cart item, as the fixture's catalog holds them.
struct CartItemValues {
    let style: String
    let color: String
    let size: String
}

/// A failure of the live test setup.
struct LiveShopError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
