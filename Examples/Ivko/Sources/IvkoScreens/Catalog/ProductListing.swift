public import IvkoModel

/// The products a list shows for one query: the first ones the coordinator found, and whether more
/// exist (then the list asks for them as the user scrolls near the end).
public struct ProductListing: Hashable, Sendable {
    /// The query these products answer; a list shows only a page for its own query.
    public var query: ProductQuery
    /// The products, in catalog order.
    public var products: [Product]
    /// Whether the catalog has more products for the query than these.
    public var hasMore: Bool

    /// The first `products` of `query`.
    public init(query: ProductQuery, products: [Product], hasMore: Bool) {
        self.query = query
        self.products = products
        self.hasMore = hasMore
    }
}
