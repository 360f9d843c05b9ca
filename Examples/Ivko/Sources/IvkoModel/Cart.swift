/// The customer's cart as the server holds it.
public struct Cart: Hashable, Sendable, Codable {
    /// The lines, in the server's order.
    public var lines: [CartLine]
    /// The total the server computed; `nil` when it sent none (an empty cart may have none).
    public var total: Money?

    /// Makes a cart.
    public init(lines: [CartLine] = [], total: Money? = nil) {
        self.lines = lines
        self.total = total
    }

    /// The items of the lines: what the app keeps to restore the cart after a new sign-in.
    public var items: [CartItem] { lines.map(\.item) }

    /// The number of pieces in the cart; `Int.max` when the quantities add up to more (it never
    /// traps, whatever quantities a line holds).
    public var pieceCount: Int { SaturatingSum.of(lines.lazy.map(\.item.quantity.value)) }

    /// Whether the cart has no lines.
    public var isEmpty: Bool { lines.isEmpty }
}
