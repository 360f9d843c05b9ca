/// Pieces of a cart line the shop refused for stock, named as the screens name them: the product's
/// name (`nil` when the catalog no longer has it: the screens then show its style code), the
/// colour's name, and the stock left when it is known. The cart manager refuses with it
/// (`ShopError.shortage`), named by the catalog manager (`CatalogManager.shortage(of:available:)`).
public struct StockShortage: Hashable, Sendable {
    /// The line whose pieces were refused.
    public let item: CartItem
    /// The product's name, if the catalog has the product.
    public let productName: String?
    /// The colour's name (the unknown colour's when the colour table lacks it).
    public let colorName: String
    /// The pieces in stock, when known.
    public let available: Int?

    /// The shortage of `item` from its parts.
    public init(item: CartItem, productName: String?, colorName: String, available: Int?) {
        self.item = item
        self.productName = productName
        self.colorName = colorName
        self.available = available
    }
}
