/// An order in the customer's order history.
public struct OrderSummary: Hashable, Sendable, Codable, Identifiable {
    /// The order number, e.g. `2026-000123`.
    public var number: OrderNumber
    /// The day the order was placed.
    public var date: CalendarDay
    /// The order's total.
    public var total: Money
    /// Where the order is in its life.
    public var status: OrderStatus

    /// Makes an order summary.
    public init(number: OrderNumber, date: CalendarDay, total: Money, status: OrderStatus) {
        self.number = number
        self.date = date
        self.total = total
        self.status = status
    }

    /// The order number (`Identifiable`).
    public var id: OrderNumber { number }
}
