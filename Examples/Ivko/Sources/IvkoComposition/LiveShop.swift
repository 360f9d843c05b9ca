public import Foundation
import IvkoData
public import IvkoMiddleware
import IvkoReviewsService
package import IvkoService
public import Logging
package import Networking
import NetworkingAsyncHTTPClient

/// The shop's composition root: builds the live shop once, from a base URL and a data folder (the
/// network, the DataManager on it, and the middleware's `LocalDataManager`, which decides about the
/// data on this device and makes the managers), and decides nothing itself. The executable and the
/// tests hand its `localData` to the application coordinator (`build(on:)`); it is the one place
/// that sees the data layer, the API wrapper and networking, so the coordinators never do.
public final class LiveShop: Sendable {
    private let transport: AsyncHTTPClientTransport
    /// The shop's data on this device, which builds the managers: what the application coordinator
    /// is handed.
    public let localData: LocalDataManager
    private let credentialStore: any IvkoCredentialStore
    private let logger: Logger
    /// The network work under way (requests on the wire, retries waiting). A feature of the shop,
    /// not of its tests: `ivko --headless`'s `wait` command (for scripts, README) returns once it is
    /// zero and nothing loads, and a front end may show it as a network indicator.
    public let networkActivity: NetworkActivity

    /// A live shop talking to the shop at `baseURL`, keeping its data in `dataFolder`; product pages
    /// show the ratings of the ratings service at `reviewsURL` (none when `nil`).
    public convenience init(baseURL: URL, reviewsURL: URL? = nil, dataFolder: URL, logger: Logger = Logger(label: "ivko.app")) {
        self.init(
            baseURL: baseURL, reviewsURL: reviewsURL, dataFolder: dataFolder, credentialStore: InMemoryCredentialStore(),
            networkConfiguration: NetworkSession.Configuration(), logger: logger
        )
    }

    /// A live shop that keeps the credentials of a sign-in in `credentialsFile` (readable by the user
    /// only), so the next start signs in again silently and the sign-in form is not shown.
    public convenience init(
        baseURL: URL, reviewsURL: URL? = nil, dataFolder: URL, credentialsFile: URL, logger: Logger = Logger(label: "ivko.app")
    ) {
        self.init(
            baseURL: baseURL, reviewsURL: reviewsURL, dataFolder: dataFolder,
            credentialStore: FileCredentialStore(file: credentialsFile, logger: logger),
            networkConfiguration: NetworkSession.Configuration(), logger: logger
        )
    }

    /// A live shop like `init(baseURL:reviewsURL:dataFolder:credentialsFile:logger:)` that also
    /// reaches its hosts as `access` says: the backend's certificate pinned (an `https` base URL, the
    /// pin as `ivko-backend --tls` prints it), the ratings service's Basic challenge answered.
    /// - Throws: `InvalidAccess` when the pin cannot be read or the base URL is not `https`.
    public convenience init(
        baseURL: URL, reviewsURL: URL? = nil, dataFolder: URL, credentialsFile: URL, access: Access,
        logger: Logger = Logger(label: "ivko.app")
    ) throws(InvalidAccess) {
        self.init(
            baseURL: baseURL, reviewsURL: reviewsURL, dataFolder: dataFolder,
            credentialStore: FileCredentialStore(file: credentialsFile, logger: logger),
            networkConfiguration: NetworkSession.Configuration(),
            trust: try access.trust(for: baseURL), reviewsCredentials: access.reviewsCredentials(for: reviewsURL), logger: logger
        )
    }

    /// A live shop with the API's credential store and the network session's settings chosen (tests
    /// keep credentials to sign in again silently, and retry without waiting); `trust` pins hosts and
    /// `reviewsCredentials` answers the ratings service's Basic challenge.
    package init(
        baseURL: URL, reviewsURL: URL? = nil, dataFolder: URL, credentialStore: any IvkoCredentialStore,
        networkConfiguration: NetworkSession.Configuration, trust: ServerTrustPolicy = .system,
        reviewsCredentials: CredentialsByHost? = nil, logger: Logger
    ) {
        self.credentialStore = credentialStore
        self.logger = logger
        let activity = NetworkActivity()
        networkActivity = activity
        // As many connections as the session's adaptive limit may allow (its maximum), so the limit,
        // not the connection pool, decides how many requests are in flight.
        let transport = AsyncHTTPClientTransport(
            maximumConnectionsPerHost: AdaptiveLimit.Configuration().maximum, trust: trust, credentials: reviewsCredentials)
        self.transport = transport
        var configuration = networkConfiguration
        configuration.sleeper = CountingSleeper(base: networkConfiguration.sleeper, activity: activity)
        let network = NetworkSession(
            transport: CountingTransport(base: transport, activity: activity), configuration: configuration, logger: logger
        )
        // The ratings service is another host with its own session (its own concurrency limit), on
        // the same counted transport, so `wait` sees its requests too.
        let reviews = reviewsURL.map { url in
            ReviewsConnection(
                api: ReviewsAPI(
                    network: NetworkSession(transport: CountingTransport(base: transport, activity: activity), logger: logger),
                    baseURL: url, logger: logger),
                logger: logger)
        }
        let data = DataManager(reviews: reviews, logger: logger) { onSessionEvent in
            IvkoAPI(network: network, baseURL: baseURL, credentialStore: credentialStore, logger: logger, onSessionEvent: onSessionEvent)
        }
        localData = LocalDataManager(folder: DataFolder(dataFolder), shop: data, logger: logger)
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

    /// The picture cache inside `dataFolder`: where the asset manager keeps the downloaded pictures,
    /// and where the browser server serves them from.
    public static func assetDirectory(in dataFolder: URL) -> URL {
        DataFolder(dataFolder).assets
    }
}
