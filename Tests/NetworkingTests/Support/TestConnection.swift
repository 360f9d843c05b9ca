import NIOCore
import NIOHTTP1

/// One connection of `TestServer`: reads its requests in order and answers each before reading
/// the next (keep-alive), until the client closes, asks to close, or a route ends the connection.
///
/// A request body is counted as it arrives and never kept. Reading and writing go through the
/// connection's `NIOAsyncChannel`, so both wait on the channel: nothing more is read while a
/// request is being answered, and a long response waits for the client to take it.
struct TestConnection {
    let channel: TestServer.Connection
    let router: TestRouter

    /// Serves the connection to its end, then closes it.
    func serve() async {
        do {
            try await channel.executeThenClose { inbound, outbound in
                var parts = inbound.makeAsyncIterator()
                while let head = try await Self.nextHead(from: &parts) {
                    if Self.expectsContinue(head) {
                        try await outbound.write(.head(HTTPResponseHead(version: head.version, status: .continue)))
                    }
                    guard let bodyByteCount = try await Self.bodyByteCount(from: &parts) else { return }
                    let response = TestResponseWriter(outbound: outbound, channel: channel.channel, version: head.version)
                    try await router.respond(to: head, bodyByteCount: bodyByteCount, with: response)
                    guard response.isComplete, head.isKeepAlive else { return }
                }
            }
        } catch {
            // The client went away, or a route broke the connection off: nobody is left to answer.
        }
    }

    /// The head of the next request, or nil when the connection ended (or sent anything else).
    private static func nextHead(
        from parts: inout NIOAsyncChannelInboundStream<HTTPServerRequestPart>.AsyncIterator
    ) async throws -> HTTPRequestHead? {
        guard case .head(let head)? = try await parts.next() else { return nil }
        return head
    }

    /// Reads the body of the current request up to its end and returns its length, or nil when the
    /// connection ended before the request did.
    private static func bodyByteCount(
        from parts: inout NIOAsyncChannelInboundStream<HTTPServerRequestPart>.AsyncIterator
    ) async throws -> Int? {
        var count = 0
        while let part = try await parts.next() {
            switch part {
            case .head: return nil
            case .body(let buffer): count += buffer.readableBytes
            case .end: return count
            }
        }
        return nil
    }

    /// Whether the client waits for a `100 Continue` before it sends the body (curl, under
    /// URLSession on Linux, does for large uploads; it would otherwise wait a second first).
    private static func expectsContinue(_ head: HTTPRequestHead) -> Bool {
        head.headers["expect"].contains { $0.lowercased() == "100-continue" }
    }
}
