import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Moves one request over the wire and brings back the response, nothing more: no retries,
/// no status checks, no queueing (`NetworkSession` does those). Implemented by
/// `URLSessionTransport`, in their own modules the AsyncHTTPClient transport and, for tests, `StubTransport` (NetworkingTestSupport).
///
/// A transport must stream response bodies through a `ResponseBodyCollector` (so downloads never
/// sit in memory and truncation is detected the same way everywhere), must stop promptly and throw
/// `.cancelled` when the calling task is cancelled, and must never throw for an HTTP status.
///
/// `stream(_:)` returns as soon as the response head has arrived and hands the body over as it comes
/// (`ResponseBodyStream`): for event streams and other long-lived responses. A transport that wraps
/// another must forward it; the default implementation refuses every stream with `.invalidRequest`
/// naming the type, so a forgotten forward fails loudly instead of hanging on an endless body.
public protocol Transport: Sendable {
    /// Performs one attempt and returns the complete response, or throws what went wrong.
    func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse

    /// Performs one attempt and returns once the response head has arrived, the body streaming
    /// behind it; throws what went wrong before the head. Never throws for an HTTP status.
    func stream(_ request: TransportRequest) async throws(NetworkError) -> TransportStream
}

extension Transport {
    /// Refuses to stream: the transport has no streaming of its own (a wrapper that forgot to
    /// forward `stream(_:)`, say). Implement it to stream.
    public func stream(_ request: TransportRequest) async throws(NetworkError) -> TransportStream {
        throw NetworkError.invalidRequest(reason: "\(type(of: self)) cannot stream a response: implement Transport.stream(_:)")
    }
}

/// What a transport brings back from one attempt.
public struct TransportResponse: Sendable {
    /// The request as finally sent, after redirects.
    public var finalRequest: URLRequest
    /// The response, complete.
    public var response: ReceivedResponse

    /// A transport result from its parts.
    public init(finalRequest: URLRequest, response: ReceivedResponse) {
        self.finalRequest = finalRequest
        self.response = response
    }
}

/// What a transport brings back from one streamed attempt: the head, and the body still arriving.
public struct TransportStream: Sendable {
    /// The request as finally sent, after redirects.
    public var finalRequest: URLRequest
    /// The status line and headers.
    public var head: ResponseHead
    /// The body, read as it arrives.
    public var body: ResponseBodyStream

    /// A streamed result from its parts.
    public init(finalRequest: URLRequest, head: ResponseHead, body: ResponseBodyStream) {
        self.finalRequest = finalRequest
        self.head = head
        self.body = body
    }

    /// The stream of a response that has arrived whole, for a transport (or a test) that has the
    /// body already.
    public init(completed response: TransportResponse) {
        finalRequest = response.finalRequest
        head = response.response.head
        switch response.response.body {
        case .data(let data):
            body = .completed(data)
        case .file(let url, _):
            do {
                body = .completed(try Data(contentsOf: url))
            } catch {
                body = .completed(Data(), ending: .fileSystem(reason: "cannot read \(url.path): \(error)"))
            }
        }
    }
}
