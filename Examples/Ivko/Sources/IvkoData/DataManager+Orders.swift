import FoundationEssentials
public import IvkoModel
import IvkoService

extension DataManager {
    /// Places `order` (`POST orders`) with its `clientReference`: sending the same request again
    /// answers the same order, never a second one.
    public func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        guard !order.items.isEmpty else { throw .rejected(message: "the order has no lines") }
        let endpoint = IvkoEndpoint.placeOrder(
            clientRef: order.clientReference.uuidString.lowercased(),
            addressId: order.addressID.rawValue,
            lines: order.items.map {
                IvkoOrderLine(style: $0.style.rawValue, color: $0.color.rawValue, size: $0.size.rawValue, qty: $0.quantity.value)
            }
        )
        return try await fetch(endpoint) { json throws(DataError) in try converter.orderConfirmation(fromPlacedOrder: json) }
    }

    /// The customer's order history (`GET orders`).
    public func orderHistory() async throws(ShopError) -> [OrderSummary] {
        try await fetch(.orders) { json throws(DataError) in try converter.orderHistory(fromOrders: json).value }
    }
}
