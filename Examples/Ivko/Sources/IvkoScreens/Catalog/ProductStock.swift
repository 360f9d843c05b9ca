public import IvkoModel

/// What a product page shows live, the reply to `CatalogLoadStock`: today's price and stock, and the
/// pieces of each colour and size already in the cart (so its buttons stop where the stock does).
public struct ProductStock: Hashable, Sendable {
    /// The live price, stock and related styles.
    public var details: ProductDetails
    /// The pieces of each colour and size in the cart.
    public var piecesInCart: [Stock.Variant: Int]
    /// The sizes the page offers in each colour, now the stock is known.
    public var sizes: [ColorCode: [Size]]

    /// A product's live stock.
    public init(details: ProductDetails, piecesInCart: [Stock.Variant: Int], sizes: [ColorCode: [Size]] = [:]) {
        self.details = details
        self.piecesInCart = piecesInCart
        self.sizes = sizes
    }
}
