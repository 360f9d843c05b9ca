/// What happened to the session, for the layers above (e.g. the cart, which must put its lines
/// back after a new sign-in because the server-side cart is lost with the old session).
public enum IvkoSessionEvent: Sendable, Hashable {
    /// Signed in on request (`signIn` or `.login`).
    case signedIn
    /// The API signed in on its own with the kept credentials: after the session expired, or for
    /// the first session call when the credential store already held credentials. Anything an old
    /// session held on the server (the cart) is gone.
    case renewed
    /// Signing in with the kept credentials failed. With `.auth` the backend refused them: they are
    /// forgotten, and only the user can sign in again. Any other error (the network, a 5xx, a
    /// garbled answer, each already retried like a safe call) changes nothing: the credentials are
    /// kept, and the next call that needs a session tries again.
    case renewalFailed(IvkoServiceError)
    /// Signed out; the kept credentials were removed.
    case signedOut
}
