import Foundation
import IvkoModel

extension DataManager {
    /// The JSON body of `POST cart/lines` for `item`: `{"style", "color", "size", "qty"}`,
    /// `qty` a JSON number.
    /// - Throws: `DataError.invalidRequest` when the quantity is less than 1.
    public func addCartLineBody(for item: CartItem) throws(DataError) -> Data {
        guard item.quantity >= 1 else {
            throw .invalidRequest(.addCartLine, reason: "quantity \(item.quantity) is less than 1")
        }
        return try encode(LineBody(item), kind: .addCartLine)
    }

    /// The JSON body of `POST orders` for `order`: `{"clientRef", "addressId", "lines"}`, each line
    /// like a `POST cart/lines` body. A retry must send the same body (same `clientRef`).
    /// - Throws: `DataError.invalidRequest` when the order has no lines or a quantity less than 1.
    public func placeOrderBody(for order: OrderRequest) throws(DataError) -> Data {
        guard !order.items.isEmpty else { throw .invalidRequest(.placeOrder, reason: "the order has no lines") }
        if let item = order.items.first(where: { $0.quantity < 1 }) {
            throw .invalidRequest(.placeOrder, reason: "quantity \(item.quantity) of \(item.style) is less than 1")
        }
        let body = OrderBody(
            clientRef: order.clientReference.uuidString.lowercased(),
            addressId: order.addressID.rawValue,
            lines: order.items.map(LineBody.init)
        )
        return try encode(body, kind: .placeOrder)
    }

    private func encode(_ body: some Encodable, kind: ResponseKind) throws(DataError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(body)
        } catch {
            throw .invalidRequest(kind, reason: "\(error)")
        }
    }
}

/// A cart line as the backend's request bodies spell it.
private struct LineBody: Encodable {
    let style: String
    let color: String
    let size: String
    let qty: Int

    init(_ item: CartItem) {
        style = item.style.rawValue
        color = item.color.rawValue
        size = item.size.rawValue
        qty = item.quantity
    }
}

/// The body of `POST orders`.
private struct OrderBody: Encodable {
    let clientRef: String
    let addressId: String
    let lines: [LineBody]
}
