public import IvkoModel

/// Whether a cart line can be had as it stands, from the last stock refresh.
public enum CartAvailability: Sendable, Hashable {
    /// Not checked yet.
    case unknown
    /// Enough pieces are in stock: `available` of them, at least as many as the line asks for.
    case inStock(available: Int)
    /// Fewer pieces are in stock than the line asks for.
    case limited(available: Int)
    /// None left (or the product is no longer sold): flagged, never silently dropped.
    case outOfStock

    /// The availability of a line of `quantity` pieces when `available` are in stock.
    public init(quantity: Int, available: Int) {
        self = available <= 0 ? .outOfStock : available < quantity ? .limited(available: available) : .inStock(available: available)
    }

    /// Whether the line cannot be had in full.
    public var isShort: Bool {
        switch self {
        case .limited, .outOfStock: true
        case .unknown, .inStock: false
        }
    }

    /// The pieces in stock when they were checked; `nil` while unknown.
    public var available: Int? {
        switch self {
        case .unknown: nil
        case .inStock(let available), .limited(let available): available
        case .outOfStock: 0
        }
    }
}

/// One line of the cart as the UI shows it: the item, its latest unit price and its availability.
public struct CartEntry: Sendable, Hashable, Identifiable {
    /// The product, colour, size and quantity.
    public var item: CartItem
    /// The price of one piece, when known (from the server cart or a stock refresh).
    public var unitPrice: Money?
    /// Whether the line can be had.
    public var availability: CartAvailability

    /// The line's identity: product, colour and size (a cart holds each at most once).
    public var id: CartVariant { CartVariant(item) }

    /// Makes an entry.
    public init(item: CartItem, unitPrice: Money? = nil, availability: CartAvailability = .unknown) {
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
