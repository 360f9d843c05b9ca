/// What happened to the session, for the layers above (e.g. the cart, which must put its lines
/// back after a new sign-in because the server-side cart is lost with the old session).
public enum IvkoSessionEvent: Sendable, Hashable {
    /// Signed in on request (`signIn` or `.login`).
    case signedIn
    /// The API signed in on its own with the kept credentials: after the session expired, or for
    /// the first session call when the credential store already held credentials. Anything an old
    /// session held on the server (the cart) is gone.
    case renewed
    /// Signing in with the kept credentials failed (refused, or the backend could not be reached).
    case renewalFailed(IvkoServiceError)
    /// Signed out; the kept credentials were removed.
    case signedOut
}
