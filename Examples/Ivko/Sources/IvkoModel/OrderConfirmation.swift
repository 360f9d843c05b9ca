/// The backend's answer to a placed order.
public struct OrderConfirmation: Hashable, Sendable, Codable {
    /// The number the backend gave the order.
    public var number: OrderNumber
    /// The order's total.
    public var total: Money

    /// Makes a confirmation.
    public init(number: OrderNumber, total: Money) {
        self.number = number
        self.total = total
    }
}
