public import Coordinators
public import IvkoModel

// The account's messages: signing in and out, the profile, an order, the stores. Each reply is what
// the screen shows; a failure comes back as the error the screen shows (a `ScreenProblem`, or for a
// sign-in a `SignInProblem`). Going to the order history or the stores is `Display(ShopPage)`.

/// The user signs in. The password travels only to the coordinator that hands it to the account
/// manager; the message's description and mirror leave it out, so no log or dump shows it.
public struct AccountSignIn: Message, Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The user name as typed.
    public let username: String
    /// The password as typed.
    public let password: String

    /// The request to sign in as `username` with `password`.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The user name, with the password hidden.
    public var description: String { "AccountSignIn(username: \(username), password: <hidden>)" }

    /// The user name only, so `dump` and debuggers never show the password.
    public var customMirror: Mirror { Mirror(self, children: ["username": username]) }
}

/// The account screen asks for the customer's profile, balance and addresses: sent when it loads and
/// by the retry button.
public struct AccountLoadProfile: Message, Hashable, Sendable {
    /// The customer, fetched afresh.
    public typealias Reply = Customer

    /// The request.
    public init() {}
}

/// An order's page opened by the order's number alone asks for the order: sent when it loads and by
/// the retry button.
public struct AccountLoadOrder: Message, Hashable, Sendable {
    /// The order; an order the history does not have fails with the problem that says so.
    public typealias Reply = OrderSummary

    /// The order's number.
    public let number: OrderNumber

    /// The request for the order numbered `number`.
    public init(number: OrderNumber) {
        self.number = number
    }
}

/// The user signs out.
public struct AccountSignOut: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}

/// The store list asks for the shop's stores: sent when it loads and by the retry button.
public struct AccountLoadStores: Message, Hashable, Sendable {
    /// The shop's stores.
    public typealias Reply = [Store]

    /// The request.
    public init() {}
}
