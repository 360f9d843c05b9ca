public import IvkoModel

/// One line of the cart as the UI shows it: the item, its latest unit price and its availability.
public struct CartEntry: Sendable, Hashable, Identifiable {
    /// The product, colour, size and quantity.
    public var item: CartItem
    /// The price of one piece, when known (from the server cart or a stock refresh).
    public var unitPrice: Money?
    /// Whether the line can be had.
    public var availability: StockAvailability

    /// The line's identity: product, colour and size (a cart holds each at most once).
    public var id: CartVariant { CartVariant(item) }

    /// Makes an entry.
    public init(item: CartItem, unitPrice: Money? = nil, availability: StockAvailability = .unknown) {
        self.item = item
        self.unitPrice = unitPrice
        self.availability = availability
    }
}

/// A product in a colour and size: what identifies a cart line.
public struct CartVariant: Sendable, Hashable {
    /// The product's style.
    public var style: StyleCode
    /// The colour.
    public var color: ColorCode
    /// The size.
    public var size: Size

    /// The variant of `item`.
    public init(_ item: CartItem) {
        style = item.style
        color = item.color
        size = item.size
    }
}
