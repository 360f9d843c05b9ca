/// Why a product page shows no ratings. Each is the page's "not available right now"; they are kept
/// apart for logs and tests.
public enum RatingsUnavailability: Hashable, Sendable {
    /// This app has no ratings service configured.
    case notConfigured
    /// The service did not answer within the page's time budget.
    case timedOut
    /// The service failed or answered something that cannot be read.
    case failed(reason: String)
}
