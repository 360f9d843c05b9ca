public import IvkoModel
/// What happened to the shop session, for the managers above (the cart puts its lines back on the
/// server after `.renewed`; the account shows the sign-in screen after a refused renewal).
public enum ShopSessionEvent: Sendable, Hashable {
    /// Signed in on request.
    case signedIn
    /// Signed in again on its own with the kept credentials: whatever the old session held on the
    /// server (the cart) is gone.
    case renewed
    /// Signing in again on its own failed. `.wrongCredentials`: the kept credentials were refused (and
    /// forgotten), so the user must sign in. A transient error (`isTransient`) or unreadable answer
    /// changes nothing: the credentials are kept and the next call tries again.
    case renewalFailed(ShopError)
    /// Signed out.
    case signedOut
}
