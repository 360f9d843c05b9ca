/// The HTTP Basic credentials the ratings service asks for (`WWW-Authenticate: Basic realm="Ivko ratings"`).
public struct ReviewsCredentials: Sendable, Hashable, CustomStringConvertible {
    /// The user name.
    public var user: String
    /// The password.
    public var password: String

    /// Credentials from their parts.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The user name only: a password is never printed or logged.
    public var description: String { "\(user):<redacted>" }
}
