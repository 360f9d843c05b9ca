public import IvkoModel

/// Whether someone is signed in, and who.
public enum AccountState: Sendable, Hashable {
    /// Nobody is signed in: the app shows the sign-in screen.
    case signedOut
    /// The customer is signed in.
    case signedIn(Customer)

    /// The signed-in customer, if any.
    public var customer: Customer? {
        if case .signedIn(let customer) = self { return customer }
        return nil
    }
}
