#if canImport(FoundationNetworking)
public import FoundationNetworking
#else
public import Foundation
#endif

/// A response whose body is still arriving: what `NetworkSession.stream(_:options:)` returns once the
/// head is there. Read `body` as it comes; its end (or the failure that cut it) is logged by the session.
public struct NetworkStream: Sendable {
    /// The request as the caller gave it.
    public var originalRequest: URLRequest
    /// The request as last sent (after redirects).
    public var finalRequest: URLRequest
    /// The status line and headers.
    public var head: ResponseHead
    /// The body, read once, as it arrives.
    public var body: ResponseBodyStream
    /// How many attempts it took to get the head (retries follow the session's policy up to the head,
    /// never after it: only the reader knows where to resume a body).
    public var attempts: Int

    /// A stream from its parts.
    public init(originalRequest: URLRequest, finalRequest: URLRequest, head: ResponseHead, body: ResponseBodyStream, attempts: Int) {
        self.originalRequest = originalRequest
        self.finalRequest = finalRequest
        self.head = head
        self.body = body
        self.attempts = attempts
    }

    /// The HTTP status.
    public var status: Int { head.status }
    /// The response headers.
    public var headers: HeaderFields { head.headers }
}
