/// What a customer puts in the cart: a product in a colour and size, and how many.
///
/// The app keeps its own copy of these, because the server's cart is lost with the session.
public struct CartItem: Hashable, Sendable, Codable {
    /// The product's style.
    public var style: StyleCode
    /// The colour.
    public var color: ColorCode
    /// The size.
    public var size: Size
    /// How many pieces (a `Quantity` is never below 1).
    public var quantity: Quantity

    /// Makes a cart item.
    public init(style: StyleCode, color: ColorCode, size: Size, quantity: Quantity = .one) {
        self.style = style
        self.color = color
        self.size = size
        self.quantity = quantity
    }
}
