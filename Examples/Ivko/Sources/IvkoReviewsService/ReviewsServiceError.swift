/// Why the ratings service gave no feed: its own error kinds, kept apart from the shop's, so the data
/// layer decides what each means for a product page (none of them may stop the page).
public enum ReviewsServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The service does not know the product (`<error code="UNKNOWN_SKU">`, sent with HTTP 200):
    /// nobody has rated it yet.
    case unknownProduct(sku: String)
    /// The service answered its own error envelope (`<error code="…">`, HTTP 200) with another code.
    case service(code: String, message: String)
    /// An HTML page arrived instead of the feed, with HTTP 200 (the service's maintenance page).
    case errorPage(title: String)
    /// The service or its gateway failed (HTTP 5xx).
    case server(status: Int)
    /// A status the contract does not know (a 404 page for a wrong base URL, a 403 …).
    case unexpectedStatus(Int)
    /// The body is not the feed: not XML, or XML of another shape, or far too large.
    case invalidDocument(reason: String)
    /// The request could not be sent or its answer was lost (no connection, timed out, cut short).
    case network(reason: String)
    /// The request was cancelled before it was answered.
    case cancelled
    /// The request could not be built (a SKU that no URL path can carry).
    case invalidRequest(reason: String)
    /// The service asked for HTTP Basic credentials and refused the ones its host configuration gave
    /// (or none were configured for it: then it is `.unexpectedStatus(401)`).
    case credentialsRefused(realm: String?)
    /// The service's certificate is not the pinned one; nothing was sent.
    case untrustedServer(host: String, reason: String)

    /// A one-line explanation for logs.
    public var description: String {
        switch self {
        case .unknownProduct(let sku): "the ratings service does not know \(sku)"
        case .service(let code, let message): "the ratings service refused: \(code) \(message)"
        case .errorPage(let title): "the ratings service sent an HTML page (\(title)) instead of its feed"
        case .server(let status): "the ratings service failed with HTTP \(status)"
        case .unexpectedStatus(let status): "the ratings service answered HTTP \(status)"
        case .invalidDocument(let reason): "the ratings feed cannot be read: \(reason)"
        case .network(let reason): "the ratings service cannot be reached: \(reason)"
        case .cancelled: "the ratings request was cancelled"
        case .invalidRequest(let reason): "the ratings request cannot be made: \(reason)"
        case .credentialsRefused(let realm): "the ratings service refused the credentials" + (realm.map { " for \($0)" } ?? "")
        case .untrustedServer(let host, let reason): "the ratings service at \(host) is not trusted: \(reason)"
        }
    }
}
