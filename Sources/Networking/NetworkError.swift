import Foundation

/// Everything that can go wrong with one request, typed. Whenever a response arrived, the error
/// keeps it whole (status, headers and body exactly as received), so the layer above can read a
/// 500's plain-text body even when its `Content-Type` claims JSON.
///
/// A status outside `RequestOptions.acceptableStatusCodes` is reported as `.unacceptableStatus`;
/// the same response is also in `NetworkPayload.response`, so callers can use either.
public enum NetworkError: Error, Sendable, Hashable {
    /// The server answered with a status the request does not accept.
    case unacceptableStatus(ReceivedResponse)
    /// No connection could be made (refused, unreachable, unknown host); the request was not sent.
    case cannotConnect(reason: String)
    /// The request or the connection timed out.
    case timedOut
    /// The Swift task was cancelled.
    case cancelled
    /// The connection closed before a complete response; `partial` is what arrived, if anything.
    case connectionLost(partial: ReceivedResponse?)
    /// The body ended before the `Content-Length` the server declared.
    case truncatedBody(expected: Int64, received: Int64, partial: ReceivedResponse)
    /// The response had no body but the request required one.
    case emptyBody(ReceivedResponse)
    /// A retryable failure persisted through every allowed attempt; `last` is the final one.
    indirect case retriesExhausted(attempts: Int, last: NetworkError)
    /// The request could not be sent as given (no URL, unsupported scheme, unreadable upload file).
    case invalidRequest(reason: String)
    /// A download could not be written to its file.
    case fileSystem(reason: String)
    /// Any other transport failure, described.
    case transport(reason: String)
    /// The server is not trusted by the transport's `ServerTrustPolicy`: its certificate's key matches
    /// none of its host's pins, or the platform cannot evaluate trust. Nothing of the request was sent.
    case untrustedServer(host: String, reason: String)
    /// The server refused the credentials its Basic challenge was answered with (a second `401`); they
    /// are not sent again for this request. `response` is that `401`.
    case credentialsRefused(host: String, realm: String?, response: ReceivedResponse)

    /// The kind of failure, without its details: what retry policies are written in.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// `NetworkError.unacceptableStatus`: the server answered with a status the request does not accept.
        case unacceptableStatus
        /// `NetworkError.cannotConnect`: no connection could be made.
        case cannotConnect
        /// `NetworkError.timedOut`: the request or the connection timed out.
        case timedOut
        /// `NetworkError.cancelled`: the Swift task was cancelled.
        case cancelled
        /// `NetworkError.connectionLost`: the connection closed before a complete response.
        case connectionLost
        /// `NetworkError.truncatedBody`: the body ended before its declared length.
        case truncatedBody
        /// `NetworkError.emptyBody`: no body where the request required one.
        case emptyBody
        /// `NetworkError.retriesExhausted`: a retryable failure persisted through every attempt.
        case retriesExhausted
        /// `NetworkError.invalidRequest`: the request could not be sent as given.
        case invalidRequest
        /// `NetworkError.fileSystem`: a download could not be written to its file.
        case fileSystem
        /// `NetworkError.transport`: any other transport failure.
        case transport
        /// `NetworkError.untrustedServer`: the server's certificate is not trusted.
        case untrustedServer
        /// `NetworkError.credentialsRefused`: the server refused the credentials.
        case credentialsRefused
    }

    /// The kind of this failure.
    public var kind: Kind {
        switch self {
        case .unacceptableStatus: .unacceptableStatus
        case .cannotConnect: .cannotConnect
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .connectionLost: .connectionLost
        case .truncatedBody: .truncatedBody
        case .emptyBody: .emptyBody
        case .retriesExhausted: .retriesExhausted
        case .invalidRequest: .invalidRequest
        case .fileSystem: .fileSystem
        case .transport: .transport
        case .untrustedServer: .untrustedServer
        case .credentialsRefused: .credentialsRefused
        }
    }

    /// The response that came with the failure, if one did (for gave-up errors, the last one's).
    public var response: ReceivedResponse? {
        switch self {
        case .unacceptableStatus(let response), .emptyBody(let response): response
        case .truncatedBody(_, _, let partial): partial
        case .connectionLost(let partial): partial
        case .retriesExhausted(_, let last): last.response
        case .credentialsRefused(_, _, let response): response
        case .cannotConnect, .timedOut, .cancelled, .invalidRequest, .fileSystem, .transport, .untrustedServer: nil
        }
    }

    /// The failure behind a gave-up error, or the error itself.
    public var underlying: NetworkError {
        if case .retriesExhausted(_, let last) = self { return last.underlying }
        return self
    }
}

extension NetworkError: CustomStringConvertible {
    /// A one-line description that never includes a body or header values.
    public var description: String {
        switch self {
        case .unacceptableStatus(let response): "unacceptable status \(response.status)"
        case .cannotConnect(let reason): "cannot connect: \(reason)"
        case .timedOut: "timed out"
        case .cancelled: "cancelled"
        case .connectionLost(let partial): "connection lost" + (partial.map { " after status \($0.status)" } ?? "")
        case .truncatedBody(let expected, let received, _): "truncated body: \(received) of \(expected) bytes"
        case .emptyBody(let response): "empty body with status \(response.status)"
        case .retriesExhausted(let attempts, let last): "gave up after \(attempts) attempts: \(last)"
        case .invalidRequest(let reason): "invalid request: \(reason)"
        case .fileSystem(let reason): "file system: \(reason)"
        case .transport(let reason): "transport: \(reason)"
        case .untrustedServer(let host, let reason): "untrusted server \(host): \(reason)"
        case .credentialsRefused(let host, let realm, _): "\(host) refused the credentials" + (realm.map { " for realm \($0)" } ?? "")
        }
    }
}
