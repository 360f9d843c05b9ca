/// A username and password for `POST login`. Its descriptions never show the password.
public struct IvkoCredentials: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The sign-in name.
    public var username: String
    /// The password.
    public var password: String

    /// Credentials from their parts.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// `IvkoCredentials(username: ..., password: <redacted>)`.
    public var description: String { "IvkoCredentials(username: \(username), password: <redacted>)" }

    /// The same as `description`.
    public var debugDescription: String { description }
}
