/// Where the API keeps the credentials it signs in again with when a session expires.
///
/// The API saves the credentials of every successful sign-in and removes them on sign-out. The
/// default store keeps them in memory only; an app that wants them to survive a relaunch
/// supplies a store backed by the keychain (or anything else): the API then signs in on its own
/// with the saved credentials the first time a call needs a session.
public protocol IvkoCredentialStore: Sendable {
    /// The credentials to sign in with, if any are known.
    func credentials() async -> IvkoCredentials?
    /// Keeps the credentials of a successful sign-in.
    func save(_ credentials: IvkoCredentials) async
    /// Forgets the credentials (on sign-out).
    func remove() async
}

/// Keeps credentials in memory for the life of the process.
public actor InMemoryCredentialStore: IvkoCredentialStore {
    private var stored: IvkoCredentials?

    /// A store holding `credentials`, or nothing.
    public init(_ credentials: IvkoCredentials? = nil) {
        stored = credentials
    }

    /// The kept credentials.
    public func credentials() -> IvkoCredentials? { stored }

    /// Keeps `credentials`, replacing any.
    public func save(_ credentials: IvkoCredentials) { stored = credentials }

    /// Forgets the credentials.
    public func remove() { stored = nil }
}
