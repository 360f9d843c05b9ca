import IvkoModel

/// Reads an order's status: `NEW`, `PAID`, `SHIPPED`, `CANCELLED` in any letter case (also the
/// spelling `CANCELED`); any other name is kept as `.other` with the name as sent.
enum OrderStatusParser {
    /// The status named by trimmed, non-empty `text`.
    static func status(_ text: String) -> OrderStatus {
        switch text.uppercased() {
        case "NEW": .new
        case "PAID": .paid
        case "SHIPPED": .shipped
        case "CANCELLED", "CANCELED": .cancelled
        default: .other(text)
        }
    }
}
