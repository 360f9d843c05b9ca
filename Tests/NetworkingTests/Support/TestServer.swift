import Foundation
import Hummingbird
import Logging
import NIOCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A Hummingbird server on 127.0.0.1 (port chosen by the system) with the misbehaviours the
/// Networking tests need. One instance serves the whole test run; tests keep apart by using
/// their own key in the path.
struct TestServer: Sendable {
    let port: Int
    let ledger: ServerLedger
    let gates: ServerGates

    /// The shared server, started on first use.
    static var shared: TestServer {
        get async throws { try await started.value }
    }

    private static let started = Task { try await TestServer.start() }

    /// A URL on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// A GET of the `held` route for `key`, with a deadline no wait of the tests comes near, so
    /// only the gate decides when it is answered.
    func heldRequest(_ key: String) -> URLRequest {
        URLRequest(url: url("/held/\(key)"), timeoutInterval: 3_600)
    }

    private static func start() async throws -> TestServer {
        let ledger = ServerLedger()
        let gates = ServerGates()
        let router = Router(context: ChannelRequestContext.self)
        TestRoutes.add(to: router, ledger: ledger, gates: gates)
        var logger = Logger(label: "networking-tests.server")
        logger.logLevel = .critical
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        Task {
            // Ends the wait for the port below if the server stops or never starts.
            defer { portContinuation.finish() }
            try await app.run()
        }
        for await port in ports where port > 0 {
            return TestServer(port: port, ledger: ledger, gates: gates)
        }
        throw ServerStartFailure()
    }
}

struct ServerStartFailure: Error {}

/// A request context that keeps the connection's channel, so a route can drop the connection.
struct ChannelRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
