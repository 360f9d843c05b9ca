/// A product's ratings feed as the service wrote it: every value still the service's text
/// (`"4,3"`, `"9/10"`, `"02.11.2026"`, entities left in the text), for the data layer to give meaning.
/// The wrapper only reads the XML: an empty document and a feed without a product are `none`.
public struct ReviewsFeed: Sendable, Hashable {
    /// The product's SKU as the feed names it; `nil` when the feed names no product.
    public var sku: String?
    /// The scale the feed's plain numbers are on (`"5"` or `"10"`); `nil` when not given.
    public var scale: String?
    /// The average rating, on `scale`; `nil` when the feed has none.
    public var average: String?
    /// How many ratings the product has in all (more than the reviews listed); `nil` when not given.
    public var count: String?
    /// The reviews listed, in the feed's order.
    public var reviews: [ReviewsFeedEntry]

    /// A feed from its values.
    public init(
        sku: String? = nil, scale: String? = nil, average: String? = nil, count: String? = nil, reviews: [ReviewsFeedEntry] = []
    ) {
        self.sku = sku
        self.scale = scale
        self.average = average
        self.count = count
        self.reviews = reviews
    }

    /// The feed of a product nobody has rated: an empty document, or one that names no product.
    public static let none = ReviewsFeed()
}
