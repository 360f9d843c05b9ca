public import Hummingbird
public import Logging
public import NIOCore
import ServiceLifecycle

/// One Hummingbird application served on 127.0.0.1: the service group and the task that runs it,
/// and the port it bound. The shop's backend fixture, the ratings service and the shop's web server
/// each run on one, so starting (waiting for the bound port) and stopping (a graceful shutdown,
/// cancelled after 2 seconds) are written once.
///
/// ```swift
/// let serving = try await ServingTask.start(router: router, port: 0, logger: logger)
/// print(serving.port)
/// await serving.stop()
/// ```
public final class ServingTask: Sendable {
    /// The bound TCP port on 127.0.0.1.
    public let port: Int
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    private init(port: Int, services: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.services = services
        self.task = task
    }

    /// Serves `router` over HTTP/1 on 127.0.0.1 at `port` (0: any free port) and returns once the
    /// port is bound.
    public static func start<Router: HTTPResponderBuilder>(router: Router, port: Int, logger: Logger) async throws -> ServingTask
    where Router.Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
        try await start(port: port, logger: logger) { configuration, onServerRunning in
            Application(router: router, configuration: configuration, onServerRunning: onServerRunning, logger: logger)
        }
    }

    /// Serves the application `makeApplication` builds (with the configuration that binds it to
    /// 127.0.0.1 at `port`, 0: any free port, and the callback that reports the bound port) and
    /// returns once the port is bound: for a server of its own kind, such as one that upgrades to
    /// WebSockets. A port outside 0 ... 65535 throws `ServingError.invalidPort`; a server that stops
    /// before it listens throws what stopped it, or `ServingError.stoppedBeforeListening`.
    public static func start<App: ApplicationProtocol>(
        port: Int, logger: Logger,
        makeApplication: (ApplicationConfiguration, @escaping @Sendable (any Channel) async -> Void) -> App
    ) async throws -> ServingTask {
        guard (0...65_535).contains(port) else { throw ServingError.invalidPort(port) }
        let (bound, boundContinuation) = AsyncStream<Int>.makeStream()
        let application = makeApplication(ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil)) {
            channel in
            boundContinuation.yield(channel.localAddress?.port ?? port)
            boundContinuation.finish()
        }
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let task = Task {
            defer { boundContinuation.finish() }
            try await services.run()
        }
        var iterator = bound.makeAsyncIterator()
        guard let boundPort = await iterator.next() else {
            try await task.value
            throw ServingError.stoppedBeforeListening
        }
        return ServingTask(port: boundPort, services: services, task: task)
    }

    /// Stops serving: idle connections close at once, requests being handled may finish, and whatever
    /// still runs after 2 seconds is cancelled.
    public func stop() async {
        await services.triggerGracefulShutdown()
        let task = self.task
        let deadline = Task {
            try await Task.sleep(for: .seconds(2))
            task.cancel()
        }
        _ = try? await task.value
        deadline.cancel()
    }

    /// Cancels serving at once, without a graceful shutdown (for an owner released without `stop()`).
    public func cancel() {
        task.cancel()
    }
}
