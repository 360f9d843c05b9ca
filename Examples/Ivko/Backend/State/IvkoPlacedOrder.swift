/// An order this backend made (not one of the demo accounts' past orders): its client reference,
/// number and lines as the client sent them. Tests read them (`IvkoBackendServer.placedOrders(of:)`)
/// to check that a checkout made exactly one order, with the cart's lines.
public struct IvkoPlacedOrder: Sendable, Equatable {
    /// One line of the order as sent.
    public struct Line: Sendable, Hashable {
        /// The product's style code.
        public let style: String
        /// The colour code.
        public let color: String
        /// The size label.
        public let size: String
        /// The pieces.
        public let quantity: Int
    }

    /// The client's reference (`clientRef`) that made the order.
    public let clientRef: String
    /// The order number answered.
    public let orderNo: String
    /// The lines, in the order sent.
    public let lines: [Line]
}
