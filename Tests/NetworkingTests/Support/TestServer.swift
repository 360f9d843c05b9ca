import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP/1.1 server on SwiftNIO, on 127.0.0.1 (port chosen by the system), with the
/// misbehaviours the Networking tests need (see `TestRoutes`). One instance serves the whole test
/// run; tests keep apart by using their own key in the path.
///
/// NIO's own HTTP codec reads and writes the messages (`configureHTTPServerPipeline`, which also
/// holds back a pipelined request until the one before it is answered); each connection is an
/// `NIOAsyncChannel` served by a `TestConnection` in its own task.
struct TestServer: Sendable {
    /// The server's connection as the accept loop sees it: request parts in, response parts out.
    typealias Connection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    /// The error of a server that could not tell which port it listens on.
    struct StartFailure: Error {}

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

    /// Binds the listening socket, reads back the port the system chose, and leaves the accept
    /// loop running for the rest of the process.
    private static func start() async throws -> TestServer {
        let ledger = ServerLedger()
        let gates = ServerGates()
        var router = TestRouter()
        TestRoutes.add(to: &router, ledger: ledger, gates: gates)

        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(.backlog, value: 256)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    return try Connection(wrappingChannelSynchronously: channel)
                }
            }
        guard let port = listener.channel.localAddress?.port else {
            try? await listener.channel.close()
            throw StartFailure()
        }
        let routes = router
        Task { await accept(on: listener, router: routes) }
        return TestServer(port: port, ledger: ledger, gates: gates)
    }

    /// Serves every connection accepted on `listener`, each in a task of its own, until the
    /// listener closes.
    private static func accept(on listener: NIOAsyncChannel<Connection, Never>, router: TestRouter) async {
        do {
            try await listener.executeThenClose { connections in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await connection in connections {
                        group.addTask { await TestConnection(channel: connection, router: router).serve() }
                    }
                }
            }
        } catch {
            // The listener failed: the tests that still need the server fail on a refused connection.
        }
    }
}
