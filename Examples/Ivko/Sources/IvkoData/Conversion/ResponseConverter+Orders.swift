package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts `GET orders` into the order history, in the backend's order.
    ///
    /// Totals come without a currency and are in the shop's. A status this app does not know is
    /// kept as `.other`; an order without a number, day, total or status is skipped.
    /// - Throws: `DataError.unexpectedStructure` when `orders` is not an array.
    package func orderHistory(fromOrders orders: JSONValue) throws(DataError) -> Converted<[OrderSummary]> {
        var reader = ResponseReader(.orders, logger: logger)
        let root = try reader.root(orders)
        let elements = try reader.list("orders", in: root)
        let result = reader.records(elements, at: "orders", key: "orderNo") { fields throws(FieldError) in
            guard let total = try fields.decimal("total") else { throw fields.error("total", .missing) }
            return OrderSummary(
                number: OrderNumber(try fields.requiredText("orderNo")),
                date: try fields.requiredDay("date"),
                total: Money(total, try fields.currency("currency", fallback: shopCurrency)),
                status: OrderStatusParser.status(try fields.requiredText("status"))
            )
        }
        return Converted(result, skipped: reader.skipped)
    }

    /// Converts the answer of `POST orders` into the confirmation of the placed order.
    ///
    /// The same `clientRef` sent again answers the same order, so a retried call converts to the
    /// same confirmation. The total comes without a currency and is in the shop's.
    /// - Throws: `DataError.invalidField` when the order number or total is missing or unreadable.
    package func orderConfirmation(fromPlacedOrder placedOrder: JSONValue) throws(DataError) -> OrderConfirmation {
        let reader = ResponseReader(.placeOrder, logger: logger)
        let root = try reader.root(placedOrder)
        return try reader.single { () throws(FieldError) in
            guard let total = try root.decimal("total") else { throw root.error("total", .missing) }
            return OrderConfirmation(
                number: OrderNumber(try root.requiredText("orderNo")),
                total: Money(total, try root.currency("currency", fallback: shopCurrency))
            )
        }
    }
}
