/// Whether a cart line can be had as it stands, as the cart screen shows it (the coordinator maps
/// the cart manager's view of the stock onto it).
public enum CartLineAvailability: Hashable, Sendable {
    /// Not checked yet.
    case unknown
    /// Enough pieces are in stock: `available` of them.
    case inStock(available: Int)
    /// Fewer pieces are in stock than the line asks for.
    case limited(available: Int)
    /// None left, or the product is no longer sold.
    case outOfStock

    /// The warning shown on the line, if it cannot be had in full.
    public var warning: String? {
        switch self {
        case .unknown, .inStock: nil
        case .limited(let available): "Only \(ShopFormat.count(available)) left"
        case .outOfStock: "Out of stock"
        }
    }

    /// The most pieces the user may ask for: the stock as last checked; `nil` while unknown.
    public var maximumQuantity: Int? {
        switch self {
        case .unknown: nil
        case .inStock(let available), .limited(let available): available
        case .outOfStock: 0
        }
    }
}
