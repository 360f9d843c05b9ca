/// The live facts about one product that the catalog export does not keep current:
/// today's price, the stock, and the styles shown with it; on a product page also the ratings.
public struct ProductDetails: Hashable, Sendable {
    /// The product's style.
    public var style: StyleCode
    /// The live price.
    public var price: Price
    /// The stock per colour and size.
    public var stock: Stock
    /// The related styles, in the backend's order.
    public var related: [StyleCode]
    /// The ratings from the ratings service, merged in by the data layer for a product page only.
    public var ratings: ProductRatings

    /// Makes product details.
    public init(
        style: StyleCode, price: Price, stock: Stock = Stock(), related: [StyleCode] = [], ratings: ProductRatings = .notRequested
    ) {
        self.style = style
        self.price = price
        self.stock = stock
        self.related = related
        self.ratings = ratings
    }
}
