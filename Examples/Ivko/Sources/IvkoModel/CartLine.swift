/// A line of the server's cart: an item, the id the server gave it, and its unit price.
public struct CartLine: Hashable, Sendable, Codable, Identifiable {
    /// The server's id of the line (needed to remove it).
    public var id: CartLineID
    /// The product, colour, size and quantity.
    public var item: CartItem
    /// The price of one piece.
    public var unitPrice: Money

    /// Makes a cart line.
    public init(id: CartLineID, item: CartItem, unitPrice: Money) {
        self.id = id
        self.item = item
        self.unitPrice = unitPrice
    }

    /// The unit price times the quantity.
    public var total: Money { unitPrice.times(item.quantity.value) }
}
