package import IvkoService

/// A credential store that keeps nothing: for users who did not allow the app to remember them.
/// An expired session then cannot be renewed silently, and the user is asked to sign in again.
/// `package`, like `FileCredentialStore`: the composition root chooses the store.
package struct NoCredentialStore: IvkoCredentialStore {
    /// The store.
    package init() {}

    /// Always nil.
    package func credentials() async -> IvkoCredentials? { nil }

    /// Keeps nothing.
    package func save(_ credentials: IvkoCredentials) async {}

    /// Nothing to forget.
    package func remove() async {}
}
