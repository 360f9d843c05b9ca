import Foundation
public import IvkoModel

extension OrderStatus {
    /// The status as the customer reads it, e.g. `Shipped`; a status this app does not know is
    /// shown as the backend named it, made readable (`ON_HOLD` is `On hold`).
    public var displayName: String {
        switch self {
        case .new: "Placed"
        case .paid: "Paid"
        case .shipped: "Shipped"
        case .cancelled: "Cancelled"
        case .other(let name): Self.readable(name)
        }
    }

    /// `name` in lower case with spaces for underscores, its first letter upper case.
    private static func readable(_ name: String) -> String {
        let words = name.replacingOccurrences(of: "_", with: " ").lowercased()
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
