/// The live stock of one colour and size of a product. A pair without an entry has no stock.
public struct StockEntry: Sendable, Equatable, Encodable {
    /// Colour code (2 digits).
    public var color: String
    /// Size label, `""` for one-size products.
    public var size: String
    /// Pieces in stock.
    public var quantity: Int
    /// Whether the export pads the quantity to three digits (`"007"`).
    public var isPadded: Bool

    /// Creates a stock entry.
    public init(color: String, size: String, quantity: Int, isPadded: Bool = false) {
        self.color = color
        self.size = size
        self.quantity = quantity
        self.isPadded = isPadded
    }

    private enum CodingKeys: String, CodingKey {
        case color, size, qty
    }

    /// Encodes `{"color", "size", "qty"}` with the quantity as a (maybe padded) string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(color, forKey: .color)
        try container.encode(size, forKey: .size)
        try container.encode(isPadded ? DecimalComma.padded(quantity, width: 3) : String(quantity), forKey: .qty)
    }
}
