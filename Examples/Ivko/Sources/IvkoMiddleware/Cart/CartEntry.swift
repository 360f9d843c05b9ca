public import IvkoModel

/// One line of the cart as the UI shows it: the item, its latest unit price and its availability,
/// with the names and the picture the catalog has for it (the cart manager joins them, so a screen
/// shows the line as it is).
public struct CartEntry: Sendable, Hashable, Identifiable {
    /// The product, colour, size and quantity.
    public var item: CartItem
    /// The price of one piece, when known (from the server cart or a stock refresh, else the
    /// catalog's).
    public var unitPrice: Money?
    /// Whether the line can be had.
    public var availability: StockAvailability
    /// The product's name, when the catalog has the product (else a screen shows its style code).
    public var productName: String?
    /// The colour's name, when the colour table has it.
    public var colorName: String?
    /// The product's picture for lists, when the catalog names one.
    public var picture: AssetPath?
    /// The picture's file on this device, once it is there (until then a placeholder shows).
    public var pictureFile: String?

    /// The line's identity: product, colour and size (a cart holds each at most once).
    public var id: CartVariant { CartVariant(item) }

    /// Makes an entry.
    public init(
        item: CartItem, unitPrice: Money? = nil, availability: StockAvailability = .unknown, productName: String? = nil,
        colorName: String? = nil, picture: AssetPath? = nil, pictureFile: String? = nil
    ) {
        self.item = item
        self.unitPrice = unitPrice
        self.availability = availability
        self.productName = productName
        self.colorName = colorName
        self.picture = picture
        self.pictureFile = pictureFile
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
