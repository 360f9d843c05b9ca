import AsyncTools
public import Foundation
import IvkoServing

/// The ratings service the shop's product pages merge in: a second, unrelated provider, served by
/// its own small Hummingbird server on its own port of 127.0.0.1, with its own XML feed (see
/// `Examples/Ivko/Docs/ReviewsAPI.md`). Feeds are generated from the seed and each style code, so they
/// are the same on every run; `fault` makes it slow, held, failing or garbage. Absent is not started.
///
/// ```swift
/// let reviews = try await IvkoReviewsServer.start()
/// // reviews.baseURL == http://127.0.0.1:PORT/rr/v2/
/// reviews.fault = .latency(.seconds(3))
/// await reviews.stop()
/// ```
public final class IvkoReviewsServer: Sendable {
    /// The base URL the feeds are relative to, e.g. `http://127.0.0.1:54321/rr/v2/`.
    public let baseURL: URL
    /// The bound TCP port on 127.0.0.1.
    public let port: Int

    private let faultBox: Locked<ReviewsFault>
    private let requestBox: Locked<Int>
    private let serving: ServingTask

    private init(fault: Locked<ReviewsFault>, requests: Locked<Int>, serving: ServingTask) throws {
        guard let url = URL(string: "http://127.0.0.1:\(serving.port)\(ReviewsRoutes.base)") else {
            throw ServingError.invalidPort(serving.port)
        }
        self.baseURL = url
        self.port = serving.port
        self.faultBox = fault
        self.requestBox = requests
        self.serving = serving
    }

    /// The fault every feed request gets from now on (`.none`: none).
    public var fault: ReviewsFault {
        get { faultBox.withLock { $0 } }
        set { faultBox.withLock { $0 = newValue } }
    }

    /// How many feed requests arrived so far (faulted and refused ones included).
    public var requestCount: Int { requestBox.withLock { $0 } }

    /// Starts serving and returns once the port is bound.
    public static func start(_ configuration: IvkoReviewsConfiguration = IvkoReviewsConfiguration()) async throws -> IvkoReviewsServer {
        let fault = Locked(configuration.fault)
        let requests = Locked(0)
        let routes = ReviewsRoutes(
            generator: ReviewsFeedGenerator(seed: configuration.seed), fault: fault, requests: requests,
            credentials: configuration.credentials)
        let serving = try await ServingTask.start(router: routes.router(), port: configuration.port, logger: configuration.logger)
        return try IvkoReviewsServer(fault: fault, requests: requests, serving: serving)
    }

    /// Stops serving: held requests are released (refused), and whatever still runs after 2 seconds is cancelled.
    public func stop() async {
        if case .hold(let gate) = fault { gate.refuse() }
        await serving.stop()
    }
}
