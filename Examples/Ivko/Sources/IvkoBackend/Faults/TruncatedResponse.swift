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

extension TruncatedResponse {
    /// A response whose body (a stream, of no declared length) goes out until `bytes` have been
    /// written, then fails, so that Hummingbird closes the connection mid-body.
    static func cutting(_ response: Response, after bytes: Int) -> Response {
        var cut = response
        let body = response.body
        cut.body = ResponseBody { writer in
            try await body.write(CuttingBodyWriter(base: writer, budget: bytes))
        }
        return cut
    }
}

/// Passes writes on until its budget is spent, then fails with the cut.
private struct CuttingBodyWriter: ResponseBodyWriter {
    var base: any ResponseBodyWriter
    var budget: Int

    mutating func write(_ buffer: ByteBuffer) async throws {
        guard buffer.readableBytes > budget else {
            budget -= buffer.readableBytes
            try await base.write(buffer)
            return
        }
        if budget > 0, let head = buffer.getSlice(at: buffer.readerIndex, length: budget) { try await base.write(head) }
        budget = 0
        throw InjectedConnectionFault.truncated
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        try await base.finish(trailingHeaders)
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
