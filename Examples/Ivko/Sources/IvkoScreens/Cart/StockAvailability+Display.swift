public import IvkoModel

/// How the cart screen words a line's availability (the most it lets the user ask for is
/// `available`: the stock as last checked).
extension StockAvailability {
    /// The warning shown on the line, if it cannot be had in full.
    public var warning: String? {
        switch self {
        case .unknown, .inStock: nil
        case .limited(let available): "Only \(ShopFormat.count(available)) left"
        case .outOfStock: "Out of stock"
        }
    }
}
