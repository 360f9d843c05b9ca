/// A failure the ratings fixture applies to every feed request while it is set
/// (`IvkoReviewsServer.fault`): slow, held, failing or garbage. "Absent" is a server not started.
public enum ReviewsFault: Sendable, Hashable {
    /// No fault: the feed as generated.
    case none
    /// Every request waits this long, then gets its feed.
    case latency(Duration)
    /// Every request waits at `gate` until the test opens it (refused: the connection closes unanswered).
    case hold(RequestGate)
    /// HTTP 500 with an HTML page.
    case serverError
    /// HTTP 503 with an HTML page and `Retry-After: 30`.
    case unavailable
    /// HTTP 200, `application/xml`, and bytes that are no XML at all.
    case garbage
    /// HTTP 200 with the service's HTML maintenance page instead of the feed.
    case maintenancePage
}
