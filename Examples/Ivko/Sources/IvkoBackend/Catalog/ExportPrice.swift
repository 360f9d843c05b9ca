/// A product price as the export sends it: retail, wholesale and an optional reduced `sale`
/// price, all in cents and rendered with a decimal comma and thousands dot.
public struct ExportPrice: Sendable, Equatable, Encodable {
    /// ISO currency code; always `EUR` in this shop.
    public var currency: String
    /// The regular retail price in cents.
    public var retailCents: Int
    /// The wholesale price in cents (sent, but not for the app's eyes).
    public var wholesaleCents: Int
    /// The reduced retail price in cents, if the product is on sale.
    public var saleCents: Int?

    /// Creates a price in euro.
    public init(retailCents: Int, wholesaleCents: Int, saleCents: Int? = nil, currency: String = "EUR") {
        self.currency = currency
        self.retailCents = retailCents
        self.wholesaleCents = wholesaleCents
        self.saleCents = saleCents
    }

    /// The price a customer pays now: the sale price if there is one, else retail.
    public var payableCents: Int { saleCents ?? retailCents }

    private enum CodingKeys: String, CodingKey {
        case currency, retail, wholesale, sale
    }

    /// Encodes `{"currency", "retail", "wholesale", "sale"?}` with amounts as decimal-comma strings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(DecimalComma.string(cents: retailCents), forKey: .retail)
        try container.encode(DecimalComma.string(cents: wholesaleCents), forKey: .wholesale)
        if let saleCents {
            try container.encode(DecimalComma.string(cents: saleCents), forKey: .sale)
        }
    }
}
