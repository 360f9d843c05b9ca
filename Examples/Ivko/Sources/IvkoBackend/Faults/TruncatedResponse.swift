import AsyncTools
import Hummingbird

/// Turns a complete response into one that announces its full `Content-Length`, sends only about
/// half of the body and then fails, so that Hummingbird closes the connection.
enum TruncatedResponse {
    static func make(from response: Response) async throws -> Response {
        let collector = Locked(ByteBuffer())
        try await response.body.write(CollectingBodyWriter(collector: collector))
        let full = collector.withLock { $0 }
        let declared = max(full.readableBytes, 1)
        let sent = full.getSlice(at: full.readerIndex, length: full.readableBytes / 2) ?? ByteBuffer()
        var truncated = response
        truncated.body = ResponseBody(contentLength: declared) { writer in
            try await writer.write(sent)
            throw InjectedConnectionFault.truncated
        }
        return truncated
    }
}

/// A body writer that keeps everything written to it.
private struct CollectingBodyWriter: ResponseBodyWriter {
    let collector: Locked<ByteBuffer>

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        collector.withLock { _ = $0.writeBuffer(&buffer) }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
