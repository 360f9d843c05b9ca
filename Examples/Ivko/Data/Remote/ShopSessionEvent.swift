/// What happened to the shop session, for the managers above (the cart puts its lines back on the
/// server after `.renewed`; the account shows the sign-in screen after `.renewalFailed`).
public enum ShopSessionEvent: Sendable, Hashable {
    /// Signed in on request.
    case signedIn
    /// Signed in again on its own with the kept credentials: whatever the old session held on the
    /// server (the cart) is gone.
    case renewed
    /// Signing in again on its own failed: the user must sign in.
    case renewalFailed(ShopDataError)
    /// Signed out.
    case signedOut
}
