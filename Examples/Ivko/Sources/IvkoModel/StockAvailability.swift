/// Whether a cart line can be had as it stands, from the last stock check: the cart manager decides
/// it, and the cart screen shows it (its wording is the screens' own).
public enum StockAvailability: Sendable, Hashable {
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
