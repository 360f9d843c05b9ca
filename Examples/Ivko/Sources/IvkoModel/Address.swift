/// A shipping address of the customer.
public struct Address: Hashable, Sendable, Codable, Identifiable {
    /// The server's id of the address (sent with an order).
    public var id: AddressID
    /// The street line, as sent.
    public var line1: String
    /// The city, in title case.
    public var city: String
    /// The postal code, kept as text (`01000` keeps its zero), if known.
    public var zip: String?
    /// The country's code, e.g. `RS`, if known.
    public var country: String?
    /// Whether this is the customer's default address.
    public var isDefault: Bool

    /// Makes an address.
    public init(
        id: AddressID, line1: String, city: String, zip: String? = nil, country: String? = nil, isDefault: Bool = false
    ) {
        self.id = id
        self.line1 = line1
        self.city = city
        self.zip = zip
        self.country = country
        self.isDefault = isDefault
    }
}
