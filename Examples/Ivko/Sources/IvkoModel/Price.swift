/// What a product costs: its regular retail price and, during a sale, the reduced one.
public struct Price: Hashable, Sendable, Codable {
    /// The regular retail price.
    public var regular: Money
    /// The reduced retail price while the product is on sale, else `nil`.
    public var sale: Money?

    /// Makes a price.
    public init(regular: Money, sale: Money? = nil) {
        self.regular = regular
        self.sale = sale
    }

    /// The price the customer pays now: the sale price when there is one, else the regular one.
    public var current: Money { sale ?? regular }

    /// Whether a sale price below the regular price applies.
    public var isOnSale: Bool {
        guard let sale else { return false }
        return sale.currency == regular.currency && sale.amount < regular.amount
    }
}
