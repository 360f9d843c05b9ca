/// Per-request choices: which statuses count as success, whether a body is required, whether
/// the request may be retried, progress reporting, and who waits for it.
public struct RequestOptions: Sendable {
    /// Which requests may be retried.
    public enum RetryMode: Sendable, Hashable {
        /// Idempotent methods only (GET, HEAD, OPTIONS, TRACE, PUT, DELETE); any method when the
        /// connection could not be made, since the request never reached the server.
        case idempotentOnly
        /// Any method: the caller vouches the request is safe to repeat (e.g. it has an idempotency key).
        case always
        /// Never retried.
        case never

        /// Whether a request with `method` may be retried after `error`.
        public func allowsRetry(method: String, after error: NetworkError) -> Bool {
            switch self {
            case .never: false
            case .always: true
            case .idempotentOnly: Self.isIdempotent(method: method) || error.kind == .cannotConnect
            }
        }

        /// True for the methods RFC 9110 §9.2.2 defines as idempotent.
        public static func isIdempotent(method: String) -> Bool {
            ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"].contains(method.uppercased())
        }
    }

    /// Statuses that count as success; any other is reported as `.unacceptableStatus`.
    public var acceptableStatusCodes: Range<Int>
    /// Whether an accepted response must carry a body (an empty one is reported as `.emptyBody`).
    public var requiresBody: Bool
    /// Which requests may be retried.
    public var retry: RetryMode
    /// A retry policy for this request instead of the session's.
    public var retryPolicy: RetryPolicy?
    /// Called as body bytes move (on the transport's thread).
    public var progress: ProgressHandler?
    /// Who waits for this request; nil takes it from the sending task's priority (a task below
    /// `.medium` sends background requests).
    public var priority: RequestPriority?

    /// Options; the defaults accept 2xx, allow an empty body and retry idempotent requests.
    public init(
        acceptableStatusCodes: Range<Int> = 200..<300,
        requiresBody: Bool = false,
        retry: RetryMode = .idempotentOnly,
        retryPolicy: RetryPolicy? = nil,
        progress: ProgressHandler? = nil,
        priority: RequestPriority? = nil
    ) {
        self.acceptableStatusCodes = acceptableStatusCodes
        self.requiresBody = requiresBody
        self.retry = retry
        self.retryPolicy = retryPolicy
        self.progress = progress
        self.priority = priority
    }
}
