public import IvkoModel

/// Why signing in did not work, shown under the password field. The coordinator sets the first
/// three from the account manager's answer; the screen itself finds a field left empty.
public enum SignInProblem: Error, Hashable, Sendable {
    /// The shop refused the user name or password.
    case wrongCredentials
    /// The device has no connection to the shop.
    case offline
    /// The shop's server failed or is not answering.
    case serverDown
    /// The user name or the password is empty (found before anything is sent).
    case missingCredentials

    /// What the sign-in screen shows for `error`, the account manager's answer: a refusal of any
    /// kind as wrong credentials, no connection as offline, anything else as the shop not answering.
    public init(_ error: ShopError) {
        switch error {
        case .offline: self = .offline
        case .wrongCredentials, .signedOut, .rejected, .notFound, .outOfStock, .shortage: self = .wrongCredentials
        case .serverFailure, .unavailable, .invalidData, .cancelled, .damagedStorage, .storageFull, .storageFailure:
            self = .serverDown
        }
    }

    /// The sentence shown.
    public var message: String {
        switch self {
        case .wrongCredentials: "Wrong user name or password."
        case .offline: "You are offline. Check your connection and try again."
        case .serverDown: "The shop is not answering right now. Try again in a moment."
        case .missingCredentials: "Enter your user name and password."
        }
    }
}
