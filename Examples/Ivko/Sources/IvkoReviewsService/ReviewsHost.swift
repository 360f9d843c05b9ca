public import Foundation
package import Networking

/// Where the ratings service is and how its host is reached: the base URL, and the HTTP Basic
/// credentials the service asks for (`WWW-Authenticate: Basic realm="…"`). The composition root gives
/// `credentialSource` to the transport, which answers the service's challenge from it (once; refused
/// credentials become `ReviewsServiceError.credentialsRefused`); nothing above the network sees them.
///
/// ```swift
/// let ratings = ReviewsHost(baseURL: url, user: "ivko", password: "ratings")
/// let transport = AsyncHTTPClientTransport(credentials: ratings.credentialSource)
/// let api = ReviewsAPI(network: NetworkSession(transport: transport), baseURL: ratings.baseURL)
/// ```
public struct ReviewsHost: Sendable, Hashable {
    /// The base URL the feeds are relative to, e.g. `http://127.0.0.1:8027/rr/v2/`.
    public var baseURL: URL
    /// The user name of the service's Basic challenge, if it asks for one.
    public var user: String?
    /// Its password. Never logged.
    public var password: String?

    /// A host configuration; without a user the service's challenges go unanswered.
    public init(baseURL: URL, user: String? = nil, password: String? = nil) {
        self.baseURL = baseURL
        self.user = user
        self.password = password
    }

    /// The credentials for the service's host, for the transport (Networking's, so package-only: the
    /// composition root's).
    package var credentialSource: CredentialsByHost {
        guard let host = baseURL.host, let user else { return CredentialsByHost([:]) }
        return CredentialsByHost([host: HTTPCredentials(user: user, password: password ?? "")])
    }
}
