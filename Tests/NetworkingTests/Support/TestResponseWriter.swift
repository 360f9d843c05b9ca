import NIOCore
import NIOHTTP1

/// Writes one response of `TestServer` on its connection. A route writes the head, the body parts
/// and the end itself, or a whole short answer with `respond`; it can also end the connection.
///
/// Each write goes through the connection's async writer, which waits while the channel is not
/// writable, so a long body never piles up in memory. Writes are handed to the channel in the
/// order they are made, and `closeConnection` shuts the connection's output only once everything
/// written before it has gone out.
final class TestResponseWriter {
    /// How far the response has got.
    private enum Progress {
        case notStarted
        case started
        case ended
        case connectionClosed
    }

    private let outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    private let channel: any Channel
    private let version: HTTPVersion
    private var progress = Progress.notStarted

    init(outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>, channel: any Channel, version: HTTPVersion) {
        self.outbound = outbound
        self.channel = channel
        self.version = version
    }

    /// Whether the response went out whole and the connection stays open for the next request.
    var isComplete: Bool { progress == .ended }

    /// Writes the status line and headers. NIO's encoder frames the body by the headers: a
    /// `content-length`, or else chunked.
    func head(_ status: HTTPResponseStatus, headers: HTTPHeaders = [:]) async throws {
        progress = .started
        try await outbound.write(.head(HTTPResponseHead(version: version, status: status, headers: headers)))
    }

    /// Writes a part of the body; waits while the client is not taking what was written.
    func body(_ buffer: ByteBuffer) async throws {
        try await outbound.write(.body(.byteBuffer(buffer)))
    }

    /// Ends the response.
    func end() async throws {
        try await outbound.write(.end(nil))
        progress = .ended
    }

    /// Writes a whole response with `body` as its text, plain text unless `headers` say otherwise.
    func respond(_ status: HTTPResponseStatus, headers: HTTPHeaders = [:], body text: String) async throws {
        let buffer = ByteBuffer(string: text)
        var headers = headers
        headers.replaceOrAdd(name: "content-length", value: String(buffer.readableBytes))
        if !headers.contains(name: "content-type") {
            headers.add(name: "content-type", value: "text/plain; charset=utf-8")
        }
        try await head(status, headers: headers)
        try await body(buffer)
        try await end()
    }

    /// Ends the connection wherever the response is. Everything written before has been handed to
    /// the channel (each write returns only then), and a close of the output waits for the
    /// channel's pending writes, so the client gets all of it and then the end of the stream.
    /// The connection closes in full once the route returns.
    func closeConnection() async throws {
        progress = .connectionClosed
        try await channel.close(mode: .output).get()
    }
}
