import IvkoModel
import IvkoMiddleware
public import IvkoScreens

/// What went wrong with a call to the layers below, as the shop's coordinators need to know it to
/// pick a screen's designed state. The managers and the backstage throw the model's `ShopError`;
/// `init(_:)` sorts it into these.
public enum ShopFailure: Hashable, Sendable {
    /// The shop refused the user name or password.
    case wrongCredentials
    /// No session, and none could be opened silently: only signing in helps.
    case signedOut
    /// The device cannot reach the shop.
    case offline
    /// The shop's server failed, is overloaded or is not answering.
    case serverDown
    /// The shop refused the request and said why.
    case rejected(reason: String)
    /// The user's local data cannot be opened or used.
    case localData(LocalDataProblem)
    /// Anything else; trying again may help.
    case unexpected

    /// What `error`, thrown by a manager or the backstage, means for the screens: a `ShopError` by
    /// its kind (a busy shop is down for now, a refusal keeps the shop's words, but for stock,
    /// whose words are codes), anything else `.unexpected`.
    public init(_ error: any Error) {
        switch error as? ShopError {
        case .wrongCredentials: self = .wrongCredentials
        case .signedOut: self = .signedOut
        case .offline: self = .offline
        case .serverFailure, .unavailable: self = .serverDown
        // The shop's stock refusal names the product by style, colour and size codes: the screens
        // name them otherwise (a coordinator that knows the item says which; see CatalogManager.shortage).
        case .outOfStock: self = .rejected(reason: "Some pieces are not in stock in the quantity asked.")
        case .notFound(let message), .rejected(let message): self = .rejected(reason: message)
        case .damagedStorage: self = .localData(.damaged)
        case .storageFull: self = .localData(.diskFull)
        case .storageFailure: self = .localData(.unreadable)
        case .invalidData, .cancelled, nil: self = .unexpected
        }
    }

    /// The problem a data screen shows for this failure.
    public var screenProblem: ScreenProblem {
        switch self {
        case .offline: .offline
        case .serverDown: .serverDown
        case .rejected(let reason): .rejected(reason: reason)
        case .wrongCredentials, .signedOut, .localData, .unexpected: .unexpected
        }
    }

    /// The problem the sign-in screen shows for this failure.
    public var signInProblem: SignInProblem {
        switch self {
        case .offline: .offline
        case .serverDown, .unexpected, .localData: .serverDown
        case .wrongCredentials, .signedOut, .rejected: .wrongCredentials
        }
    }
}
