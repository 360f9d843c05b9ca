/// A failure the backend can inject into one request.
///
/// Status faults (`serverError`, `badGateway`, `gatewayTimeout`, `serviceUnavailable`) answer
/// instead of the endpoint, so nothing happens on the server. Connection faults (`truncate`,
/// `drop`) let the endpoint run first (an order is made, a session opened) and then lose the
/// answer, as a real network failure would.
public enum BackendFault: Sendable, Equatable, Hashable {
    /// HTTP 500, `Content-Type: application/json;charset=UTF-8`, body the plain-text SQL exception.
    case serverError
    /// HTTP 502 with the nginx HTML page (`text/html`).
    case badGateway
    /// HTTP 504 with an nginx HTML page (`text/html`).
    case gatewayTimeout
    /// HTTP 503 with `Retry-After: retryAfter` (seconds) and an HTML page.
    case serviceUnavailable(retryAfter: Int)
    /// The full `Content-Length` is announced, about half the body is sent, then the connection closes.
    case truncate
    /// The connection is closed without any answer.
    case drop
    /// Every session expires just before the request is handled (the request then sees `NoSessionException`).
    case expireSessions
    /// The request waits this long, then is handled normally.
    case latency(Duration)
    /// The request waits at `gate` until the test opens it, then is handled normally (or, if the
    /// test refuses the gate, never handled: the connection closes without an answer).
    case hold(RequestGate)
    /// The request is handled (an order is made), then its answer waits at `gate` until the test
    /// opens it (or refuses it: the connection closes without the answer).
    case holdAnswer(RequestGate)

    /// A stable name for counters and logs (`"serverError"`, `"latency"`, ...).
    public var name: String {
        switch self {
        case .serverError: "serverError"
        case .badGateway: "badGateway"
        case .gatewayTimeout: "gatewayTimeout"
        case .serviceUnavailable: "serviceUnavailable"
        case .truncate: "truncate"
        case .drop: "drop"
        case .expireSessions: "expireSessions"
        case .latency: "latency"
        case .hold: "hold"
        case .holdAnswer: "holdAnswer"
        }
    }
}
