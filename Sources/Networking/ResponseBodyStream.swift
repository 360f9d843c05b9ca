public import Foundation

/// A response body read as it arrives: an `AsyncSequence` of byte chunks for a long or endless
/// response (an event stream, a feed), which `NetworkSession.stream(_:options:)` hands over as soon
/// as the response head is there, so an app needs no second HTTP stack for it.
///
/// ```swift
/// let stream = try await session.stream(request)
/// for try await chunk in stream.body {   // Data, as it comes
///     parser.feed(chunk)
/// }                                      // ended by the server; a cut throws a NetworkError
/// ```
///
/// - A body is read once: a second iterator throws `.invalidRequest`.
/// - Leaving the loop, dropping the stream or cancelling the reading task stops the transfer and
///   closes the connection promptly; a cancelled read throws `.cancelled`.
/// - A connection that breaks off ends the sequence with the `NetworkError` (`.connectionLost`,
///   `.truncatedBody` when a declared `Content-Length` was not reached, `.timedOut` after a silence
///   longer than the stream's idle timeout).
/// - The transport may stay at most `bufferLimit` bytes ahead of the reader (where it can wait:
///   the AsyncHTTPClient transport and `StubTransport`), so a slow reader keeps memory flat.
///
/// A transport makes one with `makeStream(bufferLimit:idleTimeout:)` and feeds its `Writer`.
public struct ResponseBodyStream: AsyncSequence, Sendable {
    /// A chunk of the body, as the transport received it.
    public typealias Element = Data
    /// What a read can fail with.
    public typealias Failure = NetworkError

    /// How far the transport may run ahead of the reader unless told otherwise: 64 KiB.
    public static let defaultBufferLimit = 64 * 1024

    let buffer: StreamBuffer
    private let lifetime: ReaderLifetime

    private init(buffer: StreamBuffer) {
        self.buffer = buffer
        self.lifetime = ReaderLifetime(buffer: buffer)
    }

    /// A stream and the writer a transport feeds it through. `bufferLimit` is how many unread bytes
    /// `Writer.write(_:)` lets pile up before it waits; with an `idleTimeout`, a stream that receives
    /// nothing for that long (while the transport is not waiting for the reader) ends with `.timedOut`.
    public static func makeStream(
        bufferLimit: Int = defaultBufferLimit, idleTimeout: Duration? = nil
    ) -> (stream: ResponseBodyStream, writer: Writer) {
        let buffer = StreamBuffer(limit: Swift.max(1, bufferLimit), idleTimeout: idleTimeout)
        return (ResponseBodyStream(buffer: buffer), Writer(buffer: buffer))
    }

    /// A stream of a body that has arrived whole (or broke off with `ending`), in chunks of at most
    /// `chunkSize` bytes: what a transport that cannot stream, or a test, hands over.
    public static func completed(_ body: Data, chunkSize: Int = 16 * 1024, ending: NetworkError? = nil) -> ResponseBodyStream {
        let (stream, writer) = makeStream(bufferLimit: Swift.max(1, body.count))
        var offset = body.startIndex
        let size = Swift.max(1, chunkSize)
        while offset < body.endIndex {
            let end = body.index(offset, offsetBy: size, limitedBy: body.endIndex) ?? body.endIndex
            writer.yield(body[offset..<end])
            offset = end
        }
        writer.finish(throwing: ending)
        return stream
    }

    /// The reader of this body (once per body).
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(buffer: buffer, lifetime: lifetime, isFirst: buffer.claimReader())
    }

    /// Reads the whole body into memory, at most `limit` bytes: more is `.invalidRequest` (the
    /// transfer is stopped). For a body known to end, such as an error page.
    public func collect(upTo limit: Int) async throws(NetworkError) -> Data {
        var data = Data()
        var iterator = makeAsyncIterator()
        while let chunk = try await iterator.next() {
            guard data.count + chunk.count <= limit else {
                throw NetworkError.invalidRequest(reason: "the body is over \(limit) bytes")
            }
            data.append(chunk)
        }
        return data
    }

    /// Reads the chunks in order. Its `next()` throws a typed `NetworkError`.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private let buffer: StreamBuffer
        private let lifetime: ReaderLifetime
        private var isFirst: Bool
        private var isDone = false

        init(buffer: StreamBuffer, lifetime: ReaderLifetime, isFirst: Bool) {
            self.buffer = buffer
            self.lifetime = lifetime
            self.isFirst = isFirst
        }

        /// The next chunk, waiting for it; nil when the body ended. A failure is thrown once, then
        /// the iterator answers nil.
        public mutating func next() async throws(NetworkError) -> Data? {
            guard !isDone else { return nil }
            guard isFirst else {
                isDone = true
                throw NetworkError.invalidRequest(reason: "a response body can be read only once")
            }
            let result = await buffer.next()
            switch result {
            case .success(let chunk?): return chunk
            case .success(nil):
                isDone = true
                return nil
            case .failure(let error):
                isDone = true
                throw error
            }
        }
    }

    /// What a transport feeds the body through. Every method may be called from any thread; a chunk
    /// written after the reader stopped is dropped (the methods say so by returning false).
    public struct Writer: Sendable {
        let buffer: StreamBuffer

        /// Hands over the next chunk without waiting: for a transport that cannot hold the network
        /// back (URLSession's delegate). Returns false once the reader has stopped.
        @discardableResult
        public func yield(_ chunk: Data) -> Bool {
            buffer.append(chunk)
        }

        /// Hands over the next chunk and waits while more than the stream's `bufferLimit` bytes are
        /// unread, so the network is read no faster than the reader reads. Returns false once the
        /// reader has stopped: stop reading the network then.
        public func write(_ chunk: Data) async -> Bool {
            await buffer.write(chunk)
        }

        /// Ends the body: normally (nil), or with the failure that broke it off. Later calls do nothing.
        public func finish(throwing error: NetworkError? = nil) {
            buffer.finish(error)
        }

        /// Runs `handler` once when the reader stops before the body ended (it left its loop or
        /// dropped the stream, its task was cancelled, the idle timeout struck): cancel the transfer
        /// there. Runs at once if the reader has already stopped.
        public func onTermination(_ handler: @escaping @Sendable () -> Void) {
            buffer.onTermination(handler)
        }
    }
}

/// Ends the stream for its writer when the last copy of the stream and its iterators are gone.
final class ReaderLifetime: Sendable {
    private let buffer: StreamBuffer

    init(buffer: StreamBuffer) {
        self.buffer = buffer
    }

    deinit {
        buffer.terminate(.cancelled)
    }
}
