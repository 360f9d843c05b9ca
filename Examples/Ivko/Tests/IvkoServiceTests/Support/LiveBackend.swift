import Foundation
import IvkoBackend
import IvkoService
import IvkoTestSupport
import Logging
import Networking
import NetworkingAsyncHTTPClient
#if canImport(FoundationNetworking)
import FoundationNetworking
import NetworkingTestSupport
#endif

/// The backend fixture running in-process on a free port, and an `IvkoAPI` talking to it over a
/// real transport with retries that record their waits instead of sleeping.
struct LiveBackend {
    /// The transport under the API.
    enum TransportKind: Sendable {
        case asyncHTTPClient
        case urlSession
    }

    let server: IvkoBackendServer
    let api: IvkoAPI
    let sleeper: RecordingSleeper
    let events: Recorder<IvkoSessionEvent>
    let log: LogCapture

    /// Starts a backend, runs `body` with an API on it, and stops both.
    static func with<Result>(
        _ kind: TransportKind = .asyncHTTPClient,
        accounts: [DemoAccount] = DemoAccount.all,
        credentials: IvkoCredentials? = nil,
        push: IvkoPushConfiguration = IvkoPushConfiguration(),
        _ body: (LiveBackend) async throws -> Result
    ) async throws -> Result {
        var configuration = IvkoBackendConfiguration(
            catalog: IvkoCatalog(productCount: 40), accounts: accounts, clock: ManualBackendClock(), push: push
        )
        configuration.logger.logLevel = .critical
        let server = try await IvkoBackendServer.start(configuration)
        let (transport, shutdown) = makeTransport(kind)
        let sleeper = RecordingSleeper()
        let events = Recorder<IvkoSessionEvent>()
        let log = LogCapture()
        let network = NetworkSession(
            transport: StretchedTimeoutTransport.stretching(transport),
            configuration: NetworkSession.Configuration(concurrency: .fixed(16), sleeper: sleeper),
            logger: log.logger(label: "layers.networking")
        )
        let api = IvkoAPI(
            network: network, baseURL: server.baseURL, credentialStore: InMemoryCredentialStore(credentials),
            logger: log.logger(label: "ivko.service"), onSessionEvent: { events.record($0) }
        )
        let backend = LiveBackend(server: server, api: api, sleeper: sleeper, events: events, log: log)
        do {
            let result = try await body(backend)
            await shutdown()
            await server.stop()
            return result
        } catch {
            await shutdown()
            await server.stop()
            throw error
        }
    }

    private static func makeTransport(_ kind: TransportKind) -> (any Transport, @Sendable () async -> Void) {
        switch kind {
        case .asyncHTTPClient:
            let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 16)
            return (transport, { try? await transport.shutdown() })
        case .urlSession:
            let configuration = URLSessionConfiguration.default
            configuration.urlCache = nil
            configuration.httpMaximumConnectionsPerHost = 16
            return (URLSessionTransport(configuration: configuration), {})
        }
    }

    /// Signs in as `demo`.
    func signIn() async throws {
        try await api.signIn(username: "demo", password: "demo")
    }

    /// An active product and one of its colour/size pairs with at least two pieces in stock.
    func productInStock() throws -> (style: String, stock: StockEntry) {
        for product in server.catalog.products where product.isActive {
            if let entry = product.stock.first(where: { $0.quantity >= 2 }) {
                return (product.style, entry)
            }
        }
        throw LiveBackendError("no product in stock in the catalog")
    }
}

/// A failure of the live test setup.
struct LiveBackendError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
