/// One line of an order as the backend takes it: style, colour code, size and quantity.
public struct IvkoOrderLine: Sendable, Hashable, Encodable {
    /// The style code, e.g. `W26KD0112`.
    public var style: String
    /// The colour code, e.g. `"31"`.
    public var color: String
    /// The size, e.g. `"S"` or `"38"`.
    public var size: String
    /// How many pieces.
    public var qty: Int

    /// A line from its values.
    public init(style: String, color: String, size: String, qty: Int) {
        self.style = style
        self.color = color
        self.size = size
        self.qty = qty
    }
}
