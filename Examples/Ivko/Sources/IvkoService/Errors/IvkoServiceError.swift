/// Everything an Ivko call can fail with, typed so the layer above can react without reading
/// HTTP: business errors the backend reports inside HTTP 200, server and gateway failures, and
/// network failures. Texts the backend sent (messages, the body of a 500) are kept whole.
public enum IvkoServiceError: Error, Sendable, Hashable {
    /// `AuthException`: wrong username or password (also when signing in again with kept credentials).
    case auth(message: String)
    /// `NoSessionException` that signing in cannot cure because no credentials are kept, or a
    /// session call made before anyone signed in.
    case noSession(message: String)
    /// `NoSessionException` again for the session a sign-in had just opened for the call: the
    /// backend ended it before the call was answered (its sessions live shorter than the call
    /// took, retries included). The kept credentials work, so asking the user to sign in cures
    /// nothing; trying the call again may.
    case sessionLost(message: String)
    /// `NotFoundException` (e.g. an unknown style), or an asset that does not exist.
    case notFound(message: String)
    /// `StockException`: not enough stock, or the product is not sold.
    case stock(message: String)
    /// `ValidationException`: the backend refused what was sent.
    case validation(message: String)
    /// Any other `{"result": "ERR"}` answer: its `type` and the `message` to show.
    case business(type: String, message: String)
    /// HTTP 500 (or another 5xx without a more specific case); `text` is the body as sent, which
    /// is usually a Java exception in plain text even when the `Content-Type` claims JSON.
    case server(status: Int, text: String)
    /// HTTP 502 or 504: the gateway in front of the backend failed; `text` is its HTML page.
    case gateway(status: Int, text: String)
    /// HTTP 503: the backend is overloaded; `retryAfter` is the wait it asked for (a number of
    /// seconds, or a date measured from the API's clock), when it asked.
    case unavailable(retryAfter: Duration?, text: String)
    /// Any other HTTP status the contract does not describe, with the body as text.
    case unexpectedStatus(status: Int, text: String)
    /// HTTP 200 whose body is not what the contract promises (not JSON, empty, no session id...).
    case invalidResponse(reason: String)
    /// HTTP 200 whose body is over its endpoint's `IvkoResponseLimits`; it was not parsed.
    /// `objectCount` is nil when the byte count alone was over.
    case tooLarge(byteCount: Int, objectCount: Int?, limits: IvkoResponseLimits)
    /// The answer never arrived whole: see `NetworkFailure`.
    case network(NetworkFailure)
    /// The request could not be built or sent as given (bad base URL, bad asset path, ...).
    case invalidRequest(reason: String)
    /// A download could not be written to its file.
    case fileSystem(reason: String)
    /// The calling task was cancelled.
    case cancelled

    /// How an exchange broke off before a complete answer.
    public enum NetworkFailure: Sendable, Hashable {
        /// No connection could be made; the request never reached the server.
        case cannotConnect(reason: String)
        /// The request or connection timed out.
        case timedOut
        /// The connection closed before or during the answer (e.g. dropped by the server).
        case connectionLost
        /// The body ended before its declared length.
        case truncated(expected: Int64, received: Int64)
        /// Any other transport failure, described.
        case other(reason: String)
    }

    /// The backend's message for business errors (the text to show the user); nil for the others.
    public var businessMessage: String? {
        switch self {
        case .auth(let message), .noSession(let message), .sessionLost(let message), .notFound(let message), .stock(let message),
            .validation(let message), .business(_, let message):
            message
        default:
            nil
        }
    }

    /// True when the session is gone and only signing in (with new credentials) helps.
    public var needsSignIn: Bool {
        switch self {
        case .auth, .noSession: true
        default: false
        }
    }
}
