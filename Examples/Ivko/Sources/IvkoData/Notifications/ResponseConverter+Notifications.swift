package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts an event of the push service into the notification it is, `nil` for an event of a
    /// kind the shop does not show (the contract may grow; an unknown kind is never a failure).
    ///
    /// - `event: order`: `{"orderNo", "status", "date"}`, the order's new status (a status this app
    ///   does not know is kept as `.other`, as in the history).
    /// - `event: promo`: `{"slideId", "title", "text", "style"}`, its texts as plain text; an empty or
    ///   missing style opens nothing.
    ///
    /// The event's id names the notification: a number, as the service sends them.
    /// - Throws: `DataError.invalidField` when the id is missing or not a number, or a field the
    ///   notification needs is missing or unreadable.
    package func notification(from event: IvkoPushEvent) throws(DataError) -> ShopNotification? {
        let reader = ResponseReader(.pushEvent, logger: logger)
        let root = try reader.root(event.data)
        return try reader.single { () throws(FieldError) -> ShopNotification? in
            let content: ShopNotification.Content
            switch event.kind {
            case .order:
                content = .orderStatus(
                    number: OrderNumber(try root.requiredText("orderNo")),
                    status: OrderStatusParser.status(try root.requiredText("status")))
            case .promo:
                content = .promotion(
                    title: try root.requiredPlainText("title"), text: try root.plainText("text") ?? "",
                    style: try root.style("style"))
            case .other:
                return nil
            }
            guard let text = event.id else { throw FieldError(field: "id", problem: .missing) }
            guard let id = Int(text) else {
                throw FieldError(field: "id", problem: .unreadable(expected: "an event id (a number)", value: text))
            }
            return ShopNotification(id: id, content: content)
        }
    }
}
