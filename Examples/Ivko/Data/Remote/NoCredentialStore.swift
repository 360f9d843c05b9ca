public import IvkoService

/// A credential store that keeps nothing: for users who did not allow the app to remember them.
/// An expired session then cannot be renewed silently, and the user is asked to sign in again.
public struct NoCredentialStore: IvkoCredentialStore {
    /// The store.
    public init() {}

    /// Always nil.
    public func credentials() async -> IvkoCredentials? { nil }

    /// Keeps nothing.
    public func save(_ credentials: IvkoCredentials) async {}

    /// Nothing to forget.
    public func remove() async {}
}
