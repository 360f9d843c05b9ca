public import IvkoModel

/// What one slide of Home's promotion carousel shows: the promotion, and what the coordinator found
/// out about it (the downloaded image's file, the promoted product's price).
public struct PromoSlide: Hashable, Sendable {
    /// The promotion.
    public var promotion: Promotion
    /// The path of the downloaded image file, or `nil` while there is none (not yet downloaded, or
    /// the promotion has no image).
    public var imageFile: String?
    /// The promoted product's price, when the catalog knows it.
    public var price: Price?

    /// A slide for `promotion`.
    public init(promotion: Promotion, imageFile: String? = nil, price: Price? = nil) {
        self.promotion = promotion
        self.imageFile = imageFile
        self.price = price
    }
}
