import Foundation
import Hummingbird
import Logging

/// The in-process Hummingbird server the throughput benchmarks talk to: `GET /body` answers a
/// fixed 50 KB body. Started once per benchmark process, on a port the system picks.
enum LoopbackServer {
    static let bodySize = 50 * 1024

    /// The URL of the 50 KB body, once the server is listening.
    static var bodyURL: URL {
        get async throws { try await started.value }
    }

    private static let started = Task<URL, any Error> {
        let body = ByteBuffer(repeating: UInt8(ascii: "b"), count: bodySize)
        let router = Router()
        router.get("body") { _, _ in Response(status: .ok, body: .init(byteBuffer: body)) }
        var logger = Logger(label: "benchmarks.server")
        logger.logLevel = .error
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            },
            logger: logger
        )
        Task { try await app.run() }
        for await port in ports where port > 0 {
            if let url = URL(string: "http://127.0.0.1:\(port)/body") { return url }
        }
        throw ServerNotStarted()
    }

    struct ServerNotStarted: Error {}
}
