/// Where an order is in its life.
public enum OrderStatus: Hashable, Sendable, Codable {
    /// Placed, not yet paid.
    case new
    /// Paid.
    case paid
    /// Sent to the customer.
    case shipped
    /// Cancelled.
    case cancelled
    /// A status this app does not know yet, kept as the backend named it.
    case other(String)

    /// The backend's name of the status (`NEW`, `PAID`, `SHIPPED`, `CANCELLED`, or the unknown name).
    public var name: String {
        switch self {
        case .new: "NEW"
        case .paid: "PAID"
        case .shipped: "SHIPPED"
        case .cancelled: "CANCELLED"
        case .other(let name): name
        }
    }
}
