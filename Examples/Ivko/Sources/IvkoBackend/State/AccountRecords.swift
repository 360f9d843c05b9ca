/// `GET customer`: the profile of the signed-in customer, as the export spells it.
public struct CustomerRecord: Sendable, Equatable, Encodable {
    /// Customer number, zero-padded to 7 digits.
    public var customerNo: String
    /// First name, often upper case.
    public var firstName: String
    /// Last name, may carry trailing spaces.
    public var lastName: String
    /// E-mail address, or one of the empty spellings.
    public var email: ExportText
    /// Customer since, `dd.MM.yyyy`.
    public var since: String

    private enum CodingKeys: String, CodingKey {
        case customerNo, firstName, lastName, email, since
    }

    /// Encodes the profile object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(customerNo, forKey: .customerNo)
        try container.encode(firstName, forKey: .firstName)
        try container.encode(lastName, forKey: .lastName)
        try container.encode(email, forKey: .email)
        try container.encode(since, forKey: .since)
    }
}

/// `GET customer/balance`: loyalty points and store credit.
public struct BalanceRecord: Sendable, Equatable, Encodable {
    /// Points as a (maybe padded) integer string.
    public var points: String
    /// Store credit as a decimal-comma string, or `"-"` for none.
    public var credit: String
    /// ISO currency code.
    public var currency: String
}

/// One element of `GET customer/addresses`.
public struct AddressRecord: Sendable, Equatable, Encodable {
    /// Address id as a string.
    public var id: String
    /// Street and number.
    public var line1: String
    /// City, sometimes upper case.
    public var city: String
    /// Postal code.
    public var zip: String
    /// ISO country code.
    public var country: String
    /// Whether this is the default address, in one of the flag spellings.
    public var isDefault: ExportFlag

    private enum CodingKeys: String, CodingKey {
        case id, line1, city, zip, country
        case isDefault = "default"
    }
}

/// One element of `GET orders`.
public struct OrderSummaryRecord: Sendable, Equatable, Encodable {
    /// Order number, `yyyy-nnnnnn`.
    public var orderNo: String
    /// Order day, `dd.MM.yyyy`.
    public var date: String
    /// Total as a decimal-comma string.
    public var total: String
    /// `NEW`, `PAID`, `SHIPPED` or `CANCELLED`.
    public var status: String
}
