import AsyncTools
public import Foundation
public import Networking
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// A `Transport` that answers from closures or files instead of the network, with simulated
/// latency and failures: for tests of any layer above Networking. Bodies go through a
/// `ResponseBodyCollector` like on a real transport, so downloads, progress and truncation
/// (declare a `Content-Length` longer than the body) behave the same.
public final class StubTransport: Transport, Sendable {
    /// How the stub answers one call.
    public struct Reply: Sendable {
        enum Outcome: Sendable {
            case response(status: Int, headers: HeaderFields, body: UploadSource)
            case live(status: Int, headers: HeaderFields, body: ResponseBodyStream)
            case failure(NetworkError)
        }

        let outcome: Outcome
        /// How long the stub waits before answering (through its sleeper).
        public var latency: Duration = .zero
        /// The size of the chunks the body is delivered in.
        public var chunkSize: Int = 16 * 1024

        /// A response with a body from memory.
        public static func status(_ status: Int, body: Data = Data(), headers: HeaderFields = [:]) -> Reply {
            Reply(outcome: .response(status: status, headers: headers, body: .data(body)))
        }

        /// A response with a UTF-8 text body.
        public static func text(_ status: Int, _ text: String, headers: HeaderFields = ["Content-Type": "text/plain"]) -> Reply {
            .status(status, body: Data(text.utf8), headers: headers)
        }

        /// A response whose body is read from a file (e.g. a recorded sample).
        public static func file(_ url: URL, status: Int = 200, headers: HeaderFields = [:]) -> Reply {
            Reply(outcome: .response(status: status, headers: headers, body: .file(url)))
        }

        /// A response whose body the test writes as it likes, for `stream(_:)`: make it with
        /// `ResponseBodyStream.makeStream()`, write chunks through its writer at any time, end it with
        /// `finish()` (or `finish(throwing:)` for a cut). `execute(_:)` reads it whole.
        ///
        /// ```swift
        /// let (body, writer) = ResponseBodyStream.makeStream()
        /// let stub = StubTransport(replies: [.stream(200, headers: ["Content-Type": "text/event-stream"], body: body)])
        /// _ = writer.yield(Data("data: 1\n\n".utf8))
        /// writer.finish(throwing: .connectionLost(partial: nil))
        /// ```
        public static func stream(_ status: Int, headers: HeaderFields = [:], body: ResponseBodyStream) -> Reply {
            Reply(outcome: .live(status: status, headers: headers, body: body))
        }

        /// A failure instead of a response.
        public static func failure(_ error: NetworkError) -> Reply {
            Reply(outcome: .failure(error))
        }

        /// The same reply after a simulated delay.
        public func delayed(by latency: Duration) -> Reply {
            var reply = self
            reply.latency = latency
            return reply
        }
    }

    /// Chooses the reply for a request; `call` counts from 1 across the stub's life.
    public typealias Responder = @Sendable (_ request: TransportRequest, _ call: Int) async -> Reply

    private let responder: Responder
    private let sleeper: any Sleeper
    private let recorded = Locked<[URLRequest]>([])

    /// A stub answering through `responder`; latency is waited out with `sleeper`.
    public init(sleeper: any Sleeper = TaskSleeper(), responder: @escaping Responder) {
        self.sleeper = sleeper
        self.responder = responder
    }

    /// A stub answering with `replies` in order, repeating the last one.
    public convenience init(sleeper: any Sleeper = TaskSleeper(), replies: [Reply]) {
        self.init(sleeper: sleeper) { _, call in
            replies.isEmpty ? .failure(.transport(reason: "no stub reply")) : replies[min(call, replies.count) - 1]
        }
    }

    /// Every request the stub received, in order.
    public var requests: [URLRequest] {
        recorded.withLock { $0 }
    }

    /// Answers one request with the responder's reply.
    public func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        let reply = try await reply(to: request)
        switch reply.outcome {
        case .failure(let error):
            throw error
        case .response(let status, let headers, let body):
            let head = ResponseHead(status: status, headers: headers, url: request.urlRequest.url)
            let collector = ResponseBodyCollector(head: head, request: request)
            try Self.deliver(body, to: collector, chunkSize: max(1, reply.chunkSize))
            return TransportResponse(finalRequest: request.urlRequest, response: try collector.finish())
        case .live(let status, let headers, let body):
            let head = ResponseHead(status: status, headers: headers, url: request.urlRequest.url)
            let collector = ResponseBodyCollector(head: head, request: request)
            var chunks = body.makeAsyncIterator()
            do throws(NetworkError) {
                while let chunk = try await chunks.next() { try collector.append(chunk) }
            } catch {
                throw collector.fail(with: error)
            }
            return TransportResponse(finalRequest: request.urlRequest, response: try collector.finish())
        }
    }

    /// Answers one request with the responder's reply, its body streaming: a `.stream` reply's body as
    /// the test writes it, any other body in chunks of the reply's `chunkSize`.
    public func stream(_ request: TransportRequest) async throws(NetworkError) -> TransportStream {
        let reply = try await reply(to: request)
        switch reply.outcome {
        case .failure(let error):
            throw error
        case .live(let status, let headers, let body):
            let head = ResponseHead(status: status, headers: headers, url: request.urlRequest.url)
            return TransportStream(finalRequest: request.urlRequest, head: head, body: body)
        case .response(let status, let headers, let body):
            let head = ResponseHead(status: status, headers: headers, url: request.urlRequest.url)
            let collector = ResponseBodyCollector(head: head, request: TransportRequest(urlRequest: request.urlRequest))
            try Self.deliver(body, to: collector, chunkSize: max(1, reply.chunkSize))
            let whole = try collector.finish().body.data ?? Data()
            return TransportStream(
                finalRequest: request.urlRequest, head: head, body: .completed(whole, chunkSize: max(1, reply.chunkSize)))
        }
    }

    /// Records `request`, asks the responder and waits out the reply's latency.
    private func reply(to request: TransportRequest) async throws(NetworkError) -> Reply {
        let call = recorded.withLock {
            $0.append(request.urlRequest)
            return $0.count
        }
        let reply = await responder(request, call)
        if reply.latency > .zero {
            do {
                try await sleeper.sleep(for: reply.latency)
            } catch {
                throw NetworkError.cancelled
            }
        }
        if Task.isCancelled { throw NetworkError.cancelled }
        return reply
    }

    private static func deliver(_ body: UploadSource, to collector: ResponseBodyCollector, chunkSize: Int) throws(NetworkError) {
        switch body {
        case .data(let data):
            var offset = data.startIndex
            while offset < data.endIndex {
                let end = min(offset + chunkSize, data.endIndex)
                try collector.append(data[offset..<end])
                offset = end
            }
        case .file(let url):
            guard let handle = try? FileHandle(forReadingFrom: url) else {
                throw collector.fail(with: .fileSystem(reason: "cannot read stub file \(url.path)"))
            }
            defer { try? handle.close() }
            while let chunk = try? handle.read(upToCount: chunkSize), !chunk.isEmpty {
                try collector.append(chunk)
            }
        }
    }
}
