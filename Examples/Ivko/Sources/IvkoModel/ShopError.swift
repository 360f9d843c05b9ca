/// Why the shop could not do what was asked, in the terms the app acts on: whether the user must
/// sign in, whether the shop refused the request, whether trying later may help, or whether the data
/// on this device is in trouble.
///
/// The one failure every layer above the API wrapper speaks, declared once here in the model: the
/// data layer's face (`DataManager`, the stores) names each failure with it where it is caught (the
/// API wrapper's error kinds, a conversion, SQLite's result codes), the managers throw it on with
/// their own business refusals added (`rejected`), and the screens show it.
public enum ShopError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The shop refused the user name or password.
    case wrongCredentials(message: String)
    /// The session expired and no new one could be opened with kept credentials: the user must sign in.
    case signedOut(message: String)
    /// Not enough pieces are in stock, or the product is no longer sold, in the shop's words.
    case outOfStock(message: String)
    /// The shop refused pieces of a cart line for stock, named by the cart manager: the product, the
    /// colour and the stock left when it is known, as a screen shows them.
    case shortage(StockShortage)
    /// The product, asset or other thing asked for does not exist.
    case notFound(message: String)
    /// The shop refused the request as invalid (validation or another business rule), or the manager
    /// did (an empty cart at checkout, a second checkout under way).
    case rejected(message: String)
    /// The shop could not be reached (no connection could be made); trying again may help.
    case offline(reason: String)
    /// The shop's server or its gateway failed (5xx), answered in a way the contract does not know,
    /// or never answered in full (the connection closed or timed out, the answer cut short).
    case serverFailure(reason: String)
    /// The shop is overloaded (HTTP 503); `retryAfter` is the wait it asked for, when it did.
    case unavailable(retryAfter: Duration?)
    /// An answer arrived but could not be read as the model.
    case invalidData(reason: String)
    /// A database on this device is damaged, or was written by a newer app: resetting it helps.
    case damagedStorage(reason: String)
    /// This device has no room left to write the shop's data.
    case storageFull(reason: String)
    /// A local file or database could not be opened, read or written for another reason.
    case storageFailure(reason: String)
    /// The calling task was cancelled.
    case cancelled

    /// True when the same request may succeed later without anything changing (network or server trouble).
    public var isTransient: Bool {
        switch self {
        case .offline, .serverFailure, .unavailable: true
        default: false
        }
    }

    /// True when the session ended and could not be renewed, so only the user signing in helps
    /// (a refused sign-in is `wrongCredentials`, the answer to the user's own attempt).
    public var needsSignIn: Bool {
        if case .signedOut = self { return true }
        return false
    }

    /// True when the failure is the device's own data, not the shop's.
    public var isLocalStorage: Bool {
        switch self {
        case .damagedStorage, .storageFull, .storageFailure: true
        default: false
        }
    }

    /// A one-line explanation for logs (never a password or session id: the shop's texts carry neither).
    public var description: String {
        switch self {
        case .wrongCredentials(let message): "sign-in refused: \(message)"
        case .signedOut(let message): "signed out: \(message)"
        case .outOfStock(let message): "out of stock: \(message)"
        case .shortage(let shortage):
            "not enough stock of \(shortage.item.style) in \(shortage.item.color) / \(shortage.item.size)"
                + (shortage.available.map { ": \($0) available" } ?? "")
        case .notFound(let message): "not found: \(message)"
        case .rejected(let message): "rejected: \(message)"
        case .offline(let reason): "offline: \(reason)"
        case .serverFailure(let reason): "server failure: \(reason)"
        case .unavailable(let retryAfter):
            "the shop is busy" + (retryAfter.map { ", retry after \($0.components.seconds) s" } ?? "")
        case .invalidData(let reason): "invalid data: \(reason)"
        case .damagedStorage(let reason): "damaged local data: \(reason)"
        case .storageFull(let reason): "no room for local data: \(reason)"
        case .storageFailure(let reason): "local data: \(reason)"
        case .cancelled: "cancelled"
        }
    }
}
