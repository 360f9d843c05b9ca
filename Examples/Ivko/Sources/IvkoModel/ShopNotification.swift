/// A notification the shop pushed to the signed-in customer, as every layer above the data speaks of
/// it: an order whose status changed, or a new promotion. The push service's id names it once,
/// however often it arrives (a reconnect may send it again).
public struct ShopNotification: Hashable, Sendable, Identifiable {
    /// What the notification says.
    public enum Content: Hashable, Sendable {
        /// The order's status changed to `status` (the order history shows it from then on).
        case orderStatus(number: OrderNumber, status: OrderStatus)
        /// A new promotion; `style` is the product it opens, when it names one.
        case promotion(title: String, text: String, style: StyleCode?)
    }

    /// The push service's id of the event: the same id is the same notification.
    public var id: Int
    /// What it says.
    public var content: Content

    /// A notification `id` saying `content`.
    public init(id: Int, content: Content) {
        self.id = id
        self.content = content
    }
}
