public import Foundation
import GRDB
public import IvkoModel

/// One customer's data on disk, in its own SQLite database: the app's copy of the cart (the
/// server's is lost with the session), the order history, and orders being placed (kept until the
/// backend confirms them, so a retry reuses their `clientReference`). Opening and recovery: `LocalStore`.
public typealias UserStore = LocalStore<UserData>

/// The kind of a customer's database.
public enum UserData: LocalStoreKind {
    /// The user database's schema (`UserSchema`).
    public static var schema: LocalStoreSchema { LocalStoreSchema(migrator: UserSchema.migrator) }
}

extension UserStore {
    /// The database file of `customer` in `directory`: `customer-<number>.sqlite`, with any character
    /// other than a letter, digit or `-` of the number replaced by `_`.
    public static func path(in directory: URL, for customer: CustomerNumber) -> String {
        let safe = String(
            customer.rawValue.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                    ? Character(scalar) : "_"
            })
        return directory.appendingPathComponent("\(fileNamePrefix)\(safe).sqlite").path
    }

    /// Whether `name`, a file in the folder the customers' databases are in, is one of them (or
    /// SQLite's journal beside one).
    public static func isDatabaseFile(named name: String) -> Bool {
        name.hasPrefix(fileNamePrefix) && name.contains(".sqlite")
    }

    private static var fileNamePrefix: String { "customer-" }
}

// MARK: - The cart

extension UserStore {
    /// Replaces the app's copy of the cart, in one transaction.
    public func saveCartItems(_ items: [CartItem]) async throws(ShopError) {
        try await write("write cart") { db in try Self.writeCartItems(items, in: db) }
    }

    /// The app's copy of the cart, in order.
    public func cartItems() async throws(ShopError) -> [CartItem] {
        try await read("read cart") { db in try Self.readCartItems(in: db) }
    }

    /// Replaces the cart's rows with `items` inside the caller's transaction.
    static func writeCartItems(_ items: [CartItem], in db: Database) throws {
        try db.execute(sql: "DELETE FROM cartItem")
        let statement = try db.cachedStatement(
            sql: "INSERT INTO cartItem (position, style, color, size, quantity) VALUES (?, ?, ?, ?, ?)"
        )
        for (position, item) in items.enumerated() {
            try statement.execute(arguments: [
                position, item.style.rawValue, item.color.rawValue, item.size.rawValue, item.quantity.value,
            ])
        }
    }

    /// The cart's rows, in order, inside the caller's transaction (a row that does not read back as
    /// an item is left out).
    static func readCartItems(in db: Database) throws -> [CartItem] {
        try Row.fetchAll(db, sql: "SELECT * FROM cartItem ORDER BY position").compactMap { row -> CartItem? in
            guard let style = (row["style"] as String?).flatMap(StyleCode.init(rawValue:)),
                let color = (row["color"] as String?).flatMap(ColorCode.init(rawValue:)),
                let size = (row["size"] as String?).flatMap(Size.init(rawValue:)),
                let quantity = (row["quantity"] as Int?).flatMap(Quantity.init)
            else { return nil }
            return CartItem(style: style, color: color, size: size, quantity: quantity)
        }
    }

    /// `cart` with the pieces of `ordered` taken out: each ordered item lowers the lines of its
    /// product, colour and size by its quantity, and a line left with no piece goes. Lines the order
    /// does not name stay as they are, in their order.
    public static func cart(_ cart: [CartItem], without ordered: [CartItem]) -> [CartItem] {
        var remaining: [CartItem] = []
        var toTake: [String: Int] = [:]
        for item in ordered { toTake[variantKey(item), default: 0] += item.quantity.value }
        for item in cart {
            let key = variantKey(item)
            let taken = min(toTake[key, default: 0], item.quantity.value)
            toTake[key, default: 0] -= taken
            guard let left = Quantity(item.quantity.value - taken) else { continue }
            var kept = item
            kept.quantity = left
            remaining.append(kept)
        }
        return remaining
    }

    private static func variantKey(_ item: CartItem) -> String {
        "\(item.style.rawValue)\u{1F}\(item.color.rawValue)\u{1F}\(item.size.rawValue)"
    }
}

// MARK: - Orders

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
