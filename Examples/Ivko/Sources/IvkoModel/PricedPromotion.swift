/// A promotion with its product's price, for Home's slides: `price` is `nil` when the catalog does
/// not have the promoted product (the slide shows without a price).
public struct PricedPromotion: Hashable, Sendable {
    /// The promotion.
    public let promotion: Promotion
    /// The promoted product's price, if the catalog has the product.
    public let price: Price?

    /// A promotion with `price`.
    public init(promotion: Promotion, price: Price?) {
        self.promotion = promotion
        self.price = price
    }
}
