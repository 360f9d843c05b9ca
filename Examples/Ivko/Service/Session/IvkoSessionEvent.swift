/// What happened to the session, for the layers above (e.g. the cart, which must put its lines
/// back after a new sign-in because the server-side cart is lost with the old session).
public enum IvkoSessionEvent: Sendable, Hashable {
    /// Signed in on request (`signIn` or `.login`).
    case signedIn
    /// The session had expired and the API signed in again with the kept credentials: anything the
    /// old session held on the server (the cart) is gone.
    case renewed
    /// The session had expired and could not be renewed (no credentials, or they were refused).
    case renewalFailed(IvkoServiceError)
    /// Signed out; the kept credentials were removed.
    case signedOut
}
