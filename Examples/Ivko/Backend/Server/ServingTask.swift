import Hummingbird
import Logging
import ServiceLifecycle

/// One Hummingbird server of the fixture running on 127.0.0.1: the service group and the task that
/// runs it, and the port it bound. The shop's backend and the ratings service each run on one, so
/// starting (waiting for the bound port) and stopping (a graceful shutdown, cancelled after 2
/// seconds) are written once.
final class ServingTask: Sendable {
    /// The bound TCP port on 127.0.0.1.
    let port: Int
    private let services: ServiceGroup
    private let task: Task<Void, any Error>

    private init(port: Int, services: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.services = services
        self.task = task
    }

    /// Serves `router` on 127.0.0.1 at `port` (0: any free port) and returns once the port is bound;
    /// a server that stops before it listens throws what stopped it, or `stoppedBeforeListening`.
    static func start<Router: HTTPResponderBuilder>(router: Router, port: Int, logger: Logger) async throws -> ServingTask
    where Router.Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
        guard (0...65_535).contains(port) else { throw IvkoBackendError.invalidPort(port) }
        let (bound, boundContinuation) = AsyncStream<Int>.makeStream()
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                boundContinuation.yield(channel.localAddress?.port ?? port)
                boundContinuation.finish()
            },
            logger: logger
        )
        let services = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let task = Task {
            defer { boundContinuation.finish() }
            try await services.run()
        }
        var iterator = bound.makeAsyncIterator()
        guard let boundPort = await iterator.next() else {
            try await task.value
            throw IvkoBackendError.stoppedBeforeListening
        }
        return ServingTask(port: boundPort, services: services, task: task)
    }

    /// Stops serving: idle connections close at once, requests being handled may finish, and whatever
    /// still runs after 2 seconds is cancelled.
    func stop() async {
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
