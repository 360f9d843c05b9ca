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
public protocol Transport: Sendable {
    /// Performs one attempt and returns the complete response, or throws what went wrong.
    func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse
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
