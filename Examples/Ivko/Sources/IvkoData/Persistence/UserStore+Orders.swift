public import Foundation
import GRDB
public import IvkoModel

extension UserStore {
    /// Replaces the stored order history, in one transaction.
    public func saveOrderHistory(_ orders: [OrderSummary]) async throws(ShopError) {
        try await write("write orders") { db in
            try db.execute(sql: "DELETE FROM orderSummary")
            for (position, order) in orders.enumerated() {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO orderSummary (number, position, date, total, currency, status) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [
                        order.number.rawValue, position, order.date.description, ProductRecord.text(order.total.amount),
                        order.total.currency.rawValue, order.status.name,
                    ]
                )
            }
        }
    }

    /// The stored order history, in the backend's order.
    public func orderHistory() async throws(ShopError) -> [OrderSummary] {
        try await read("read orders") { db in
            try Row.fetchAll(db, sql: "SELECT * FROM orderSummary ORDER BY position").compactMap { row -> OrderSummary? in
                guard let number: String = row["number"],
                    let date = (row["date"] as String?).flatMap(StoredDay.day(from:)),
                    let total = ProductRecord.decimal(row["total"]),
                    let currency = (row["currency"] as String?).flatMap(Currency.init(rawValue:)),
                    let status: String = row["status"]
                else { return nil }
                return OrderSummary(
                    number: OrderNumber(number), date: date, total: Money(total, currency),
                    status: OrderStatusParser.status(status)
                )
            }
        }
    }

    /// Keeps an order being placed until `removePendingOrder(_:)`; saving it again replaces it.
    public func savePendingOrder(_ order: OrderRequest, createdAt: Date = Date()) async throws(ShopError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(order)
        } catch {
            throw ShopError(StoreError.failed("encode pending order", error))
        }
        try await write("write pending order") { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO pendingOrder (clientReference, createdAt, request) VALUES (?, ?, ?)",
                arguments: [order.clientReference.uuidString, createdAt.timeIntervalSince1970, data]
            )
        }
    }

    /// The orders being placed, oldest first.
    public func pendingOrders() async throws(ShopError) -> [OrderRequest] {
        try await read("read pending orders") { db in
            try Data.fetchAll(db, sql: "SELECT request FROM pendingOrder ORDER BY createdAt").compactMap { data in
                try? JSONDecoder().decode(OrderRequest.self, from: data)
            }
        }
    }

    /// Forgets an order once the backend has confirmed it.
    public func removePendingOrder(_ clientReference: UUID) async throws(ShopError) {
        try await write("remove pending order") { db in
            try db.execute(sql: "DELETE FROM pendingOrder WHERE clientReference = ?", arguments: [clientReference.uuidString])
        }
    }
}

extension UserStore {
    /// Completes a confirmed order in **one** transaction: forgets the pending order `order` and
    /// takes its pieces out of the stored cart (`cart(_:without:)`). A crash before the commit
    /// leaves both as they were, so the order is sent again at the next start (the backend answers
    /// the same order for its reference) and completed then; after the commit neither happens
    /// again. An order no longer pending (completed already, say by another window) changes nothing.
    /// - Returns: the stored cart afterwards, and whether the order was still pending.
    public func completePendingOrder(_ order: OrderRequest) async throws(ShopError) -> (cart: [CartItem], wasPending: Bool) {
        try await write("complete pending order") { db in
            try db.execute(sql: "DELETE FROM pendingOrder WHERE clientReference = ?", arguments: [order.clientReference.uuidString])
            let wasPending = db.changesCount > 0
            var cart = try Self.readCartItems(in: db)
            if wasPending {
                cart = Self.cart(cart, without: order.items)
                try Self.writeCartItems(cart, in: db)
            }
            return (cart, wasPending)
        }
    }
}
