public import IvkoModel

/// Why a screen could not get its data, as the screen tells the user. The coordinator sets one on
/// a screen when a call failed (it knows the layer's error; the screen knows only this), and the
/// screen shows the sentence with a retry button, keeping what it already showed and what the user
/// entered.
public enum ScreenProblem: Error, Hashable, Sendable {
    /// The device has no connection to the shop.
    case offline
    /// The shop's server failed or is not answering (a 5xx, a gateway page, maintenance).
    case serverDown
    /// The shop refused the request and said why (out of stock, an address it does not accept).
    case rejected(reason: String)
    /// The shop has fewer pieces of `product` in `variant` (its colour and size, named as the
    /// screens name them) than asked: `available` of them, `nil` when the live stock is not known.
    case notEnoughStock(product: String, variant: String, available: Int?)
    /// Something went wrong that the user cannot fix but may retry.
    case unexpected

    /// The problem for `error`, a reply's failure: the problem itself when the coordinator threw
    /// one, the problem of a `ShopError`, else `.unexpected` (nobody could answer, or an error no
    /// layer named).
    public init(_ error: any Error) {
        if let problem = error as? ScreenProblem {
            self = problem
        } else if let error = error as? ShopError {
            self.init(error)
        } else {
            self = .unexpected
        }
    }

    /// What a data screen shows for `error`, the one failure the layers below throw: network and
    /// server trouble as such, a refusal in the shop's words (but for stock, whose words are codes:
    /// the cart manager's named shortage says which product and colour, and how many are left),
    /// anything else unexpected.
    public init(_ error: ShopError) {
        switch error {
        case .offline: self = .offline
        case .serverFailure, .unavailable: self = .serverDown
        case .shortage(let shortage):
            self = .notEnoughStock(
                product: shortage.productName ?? shortage.item.style.rawValue,
                variant: ShopFormat.variant(colorName: shortage.colorName, size: shortage.item.size), available: shortage.available)
        case .outOfStock: self = .rejected(reason: "Some pieces are not in stock in the quantity asked.")
        case .notFound(let message), .rejected(let message): self = .rejected(reason: message)
        case .wrongCredentials, .signedOut, .invalidData, .cancelled, .damagedStorage, .storageFull, .storageFailure:
            self = .unexpected
        }
    }

    /// Whether asking again can mend it: a connection or server failure, or one nobody named. A
    /// refusal (the shop said no, or there are not enough pieces) would only be refused again, so
    /// the screen says what is true and offers no Try again.
    public var canRetry: Bool {
        switch self {
        case .offline, .serverDown, .unexpected: true
        case .rejected, .notEnoughStock: false
        }
    }

    /// The sentence the screen shows.
    public var message: String {
        switch self {
        case .offline: "You are offline. Check your connection and try again."
        case .serverDown: "The shop is not answering right now. Try again in a moment."
        case .rejected(let reason): reason
        case .notEnoughStock(let product, let variant, let available?) where available <= 0:
            "\(product) in \(variant) is out of stock."
        case .notEnoughStock(let product, let variant, let available?):
            "Only \(ShopFormat.count(available)) of \(product) in \(variant) \(available == 1 ? "is" : "are") in stock."
        case .notEnoughStock(let product, let variant, nil):
            "\(product) in \(variant) is not available in that quantity."
        case .unexpected: "Something went wrong. Try again."
        }
    }
}
