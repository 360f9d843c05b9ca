import Hummingbird
import Logging

/// `POST orders` (deduplicated by `clientRef`) and `GET orders`.
///
/// A `clientRef` the customer already used answers the same order number and total without
/// checking the lines again and without making a second order. A new order needs a non-empty
/// `clientRef`, one of the customer's `addressId`s and at least one line in stock
/// (`ValidationException` / `StockException` otherwise); it empties the session's cart.
struct OrderRoutes {
    private struct OrderRecord: Encodable {
        let result = "OK"
        let orderNo: String
        let total: String
    }

    private struct HistoryRecord: Encodable {
        let orders: [OrderSummaryRecord]
    }

    private struct OrderBody: Decodable {
        let clientRef: LenientText?
        let addressId: LenientText?
        let lines: [Lenient<CartLineInput>]?
    }

    let state: BackendState

    func register(on api: RouterGroup<IvkoRequestContext>) {
        let gate = SessionGate(state: state)
        api.post("orders") { request, _ in
            let visitor = try await gate.visitor(of: request)
            guard let body = try await RequestReading.json(OrderBody.self, of: request) else {
                throw BackendFailure.validation("Invalid order")
            }
            return try await placeOrder(body, visitor: visitor)
        }
        api.get("orders") { request, _ in
            let visitor = try await gate.visitor(of: request)
            return try ExportJSON.response(HistoryRecord(orders: await state.orders.history(username: visitor.account.username)))
        }
    }

    private func placeOrder(_ body: OrderBody, visitor: SessionGate.Visitor) async throws -> Response {
        guard let clientRef = body.clientRef?.value, !clientRef.isEmpty else {
            throw BackendFailure.validation("Missing clientRef")
        }
        let username = visitor.account.username
        state.counters.record { $0.orderRequests += 1 }
        if let known = await state.orders.existing(username: username, clientRef: clientRef) {
            return try response(known)
        }
        guard let addressID = body.addressId?.value,
            visitor.account.addresses.contains(where: { $0.id == addressID })
        else { throw BackendFailure.validation("Unknown address") }
        let lines = (body.lines ?? []).compactMap(\.value)
        guard !lines.isEmpty, lines.count == body.lines?.count else {
            throw BackendFailure.validation("Invalid order lines")
        }
        let totalCents = try lines.reduce(0) { total, line in
            total + line.quantity * (try line.checkedPrice(in: state.catalog))
        }
        let placed = await state.orders.place(
            username: username, clientRef: clientRef,
            lines: lines.map { BackendOrderLine(style: $0.style, color: $0.color, size: $0.size, quantity: $0.quantity) },
            totalCents: totalCents
        )
        if placed.isNew {
            state.counters.record { $0.ordersCreated += 1 }
            _ = try await state.sessions.updateCart(of: visitor.sessionID) { cart, _ in cart.clear() }
            state.logger.debug("order placed", metadata: ["orderNo": "\(placed.confirmation.orderNo)"])
        }
        return try response(placed.confirmation)
    }

    private func response(_ confirmation: OrderBook.Confirmation) throws -> Response {
        try ExportJSON.response(
            OrderRecord(
                orderNo: confirmation.orderNo,
                total: DecimalComma.string(cents: confirmation.totalCents, groupThousands: false)
            )
        )
    }
}
