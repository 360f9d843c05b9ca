public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Everything that happened to one request, unprocessed: what was asked, what was sent last,
/// what came back, what went wrong, when, and in how many attempts.
///
/// A payload is the only output of `NetworkSession`. It has an `error` whenever the request did
/// not succeed (a transport failure, a status outside the accepted range, a truncated body...);
/// when a response arrived it is in `response` either way.
public struct NetworkPayload: Sendable {
    /// The request as the caller gave it.
    public var originalRequest: URLRequest
    /// The request as last sent (after redirects); nil if nothing was sent.
    public var finalRequest: URLRequest?
    /// The response of the last attempt, if one arrived (also when `error` is set).
    public var response: ReceivedResponse?
    /// Why the request failed, or nil when it succeeded.
    public var error: NetworkError?
    /// When the caller handed the request over.
    public var created: Date
    /// When the first attempt started (after waiting for a free slot).
    public var started: Date?
    /// When the last attempt ended.
    public var ended: Date?
    /// How many attempts were made (0 if the request was cancelled before it could start).
    public var attempts: Int

    /// A payload for a request that has not started yet.
    public init(
        originalRequest: URLRequest,
        finalRequest: URLRequest? = nil,
        response: ReceivedResponse? = nil,
        error: NetworkError? = nil,
        created: Date = Date(),
        started: Date? = nil,
        ended: Date? = nil,
        attempts: Int = 0
    ) {
        self.originalRequest = originalRequest
        self.finalRequest = finalRequest
        self.response = response
        self.error = error
        self.created = created
        self.started = started
        self.ended = ended
        self.attempts = attempts
    }

    /// The HTTP status of the response, if one arrived.
    public var status: Int? { response?.status }
    /// The response headers, if a response arrived.
    public var headers: HeaderFields? { response?.headers }
    /// The body bytes, when held in memory.
    public var data: Data? { response?.body.data }
    /// The file a download was streamed to.
    public var fileURL: URL? { response?.body.fileURL }
    /// Seconds from hand-over to the end of the last attempt.
    public var duration: TimeInterval? { ended.map { $0.timeIntervalSince(created) } }
    /// True when the request succeeded.
    public var isSuccess: Bool { error == nil && response != nil }

    /// The response of a successful request, or the error.
    public func get() throws(NetworkError) -> ReceivedResponse {
        if let error { throw error }
        guard let response else { throw NetworkError.transport(reason: "no response") }
        return response
    }
}
