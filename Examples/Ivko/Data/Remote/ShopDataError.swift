/// Everything a call to the shop can fail with, in the terms the middleware acts on: whether the
/// user must sign in, whether the shop refused what was asked, or whether trying later may help.
/// It hides the service's and the converter's error types, so the layers above need neither.
public enum ShopDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No session, and none could be opened with kept credentials: the user must sign in.
    case signedOut(message: String)
    /// The username or password was refused.
    case authFailed(message: String)
    /// Not enough stock, or the product is not sold.
    case stock(message: String)
    /// The style, asset or other thing asked for does not exist.
    case notFound(message: String)
    /// The shop refused the request as invalid (validation or another business rule).
    case rejected(message: String)
    /// The backend could not be reached (no connection could be made); trying again may help.
    case offline(reason: String)
    /// The backend or its gateway failed (5xx), answered a status the contract does not know, or
    /// took the request and never answered in full (the connection closed or timed out, or the
    /// answer was cut short); trying again may help.
    case server(reason: String)
    /// The backend is overloaded (HTTP 503); `retryAfter` is the wait it asked for, when it did.
    case unavailable(retryAfter: Duration?)
    /// The answer arrived but could not be read as the model.
    case invalidData(reason: String)
    /// A local file or database could not be read or written.
    case storage(reason: String)
    /// The calling task was cancelled.
    case cancelled

    /// True when the same request may succeed later without anything changing (network or server trouble).
    public var isTransient: Bool {
        switch self {
        case .offline, .server, .unavailable: true
        default: false
        }
    }

    /// True when only signing in helps.
    public var needsSignIn: Bool {
        if case .signedOut = self { return true }
        return false
    }

    /// A one-line explanation (never a password or session id: the backend's texts carry neither).
    public var description: String {
        switch self {
        case .signedOut(let message): "signed out: \(message)"
        case .authFailed(let message): "sign-in refused: \(message)"
        case .stock(let message): "stock: \(message)"
        case .notFound(let message): "not found: \(message)"
        case .rejected(let message): "rejected: \(message)"
        case .offline(let reason): "offline: \(reason)"
        case .server(let reason): "server failure: \(reason)"
        case .unavailable(let retryAfter):
            "the shop is busy" + (retryAfter.map { ", retry after \($0.components.seconds) s" } ?? "")
        case .invalidData(let reason): "invalid data: \(reason)"
        case .storage(let reason): "storage: \(reason)"
        case .cancelled: "cancelled"
        }
    }
}
