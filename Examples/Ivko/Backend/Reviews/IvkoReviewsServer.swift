import AsyncTools
public import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

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
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    private init(
        port: Int, fault: Locked<ReviewsFault>, requests: Locked<Int>, services: ServiceGroup, task: Task<Void, any Error>
    ) throws {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(ReviewsRoutes.base)") else { throw IvkoBackendError.invalidPort(port) }
        self.baseURL = url
        self.port = port
        self.faultBox = fault
        self.requestBox = requests
        self.services = services
        self.task = task
    }

    /// The fault every feed request gets from now on (`.none`: none).
    public var fault: ReviewsFault {
        get { faultBox.withLock { $0 } }
        set { faultBox.withLock { $0 = newValue } }
    }

    /// How many feed requests arrived so far (faulted ones included).
    public var requestCount: Int { requestBox.withLock { $0 } }

    /// Starts serving and returns once the port is bound.
    public static func start(_ configuration: IvkoReviewsConfiguration = IvkoReviewsConfiguration()) async throws -> IvkoReviewsServer {
        guard (0...65_535).contains(configuration.port) else { throw IvkoBackendError.invalidPort(configuration.port) }
        let fault = Locked(configuration.fault)
        let requests = Locked(0)
        let routes = ReviewsRoutes(generator: ReviewsFeedGenerator(seed: configuration.seed), fault: fault, requests: requests)
        let (bound, boundContinuation) = AsyncStream<Int>.makeStream()
        let application = Application(
            router: routes.router(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                boundContinuation.yield(channel.localAddress?.port ?? configuration.port)
                boundContinuation.finish()
            },
            logger: configuration.logger
        )
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: configuration.logger))
        let task = Task {
            defer { boundContinuation.finish() }
            try await services.run()
        }
        var iterator = bound.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw IvkoBackendError.stoppedBeforeListening
        }
        return try IvkoReviewsServer(port: port, fault: fault, requests: requests, services: services, task: task)
    }

    /// Stops serving: held requests are released (refused), and whatever still runs after 2 seconds is cancelled.
    public func stop() async {
        if case .hold(let gate) = fault { gate.refuse() }
        await services.triggerGracefulShutdown()
        let task = self.task
        let deadline = Task {
            try await Task.sleep(for: .seconds(2))
            task.cancel()
        }
        _ = try? await task.value
        deadline.cancel()
    }

    deinit {
        task.cancel()
    }
}
