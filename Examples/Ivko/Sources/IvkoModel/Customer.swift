/// A signed-in customer as the app knows one: profile, balance and addresses together.
public struct Customer: Hashable, Sendable, Codable {
    /// Who the customer is.
    public var profile: CustomerProfile
    /// Loyalty points and store credit.
    public var balance: Balance
    /// The shipping addresses.
    public var addresses: [Address]

    /// Makes a customer from the three parts the backend sends separately.
    public init(profile: CustomerProfile, balance: Balance, addresses: [Address]) {
        self.profile = profile
        self.balance = balance
        self.addresses = addresses
    }

    /// The default address, or the first one when none is marked default.
    public var defaultAddress: Address? {
        addresses.first(where: \.isDefault) ?? addresses.first
    }
}
