/// How many pieces of one product, colour and size a cart or order line holds: a whole number of
/// at least 1. A number becomes a `Quantity` once, where it comes in (the user, the backend's cart,
/// the database), so nothing that holds a `CartItem` or an `OrderRequest` checks it again.
public struct Quantity: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number of pieces, 1 or more.
    public let value: Int

    /// `value` pieces, or nil when `value` is less than 1.
    public init?(_ value: Int) {
        guard value >= 1 else { return nil }
        self.value = value
    }

    private init(checked value: Int) {
        self.value = value
    }

    /// One piece.
    public static let one = Quantity(checked: 1)

    /// This quantity and `other` together, or nil when the sum is too large for an `Int`.
    public func adding(_ other: Quantity) -> Quantity? {
        let (sum, overflow) = value.addingReportingOverflow(other.value)
        return overflow ? nil : Quantity(checked: sum)
    }

    /// Reads a plain number, refusing one below 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(Int.self)
        guard let quantity = Quantity(number) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a quantity is 1 or more, not \(number)")
        }
        self = quantity
    }

    /// Writes the plain number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// The number, e.g. `2`.
    public var description: String { String(value) }
}
