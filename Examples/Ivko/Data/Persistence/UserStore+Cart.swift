import GRDB
public import IvkoModel

extension UserStore {
    /// Replaces the app's copy of the cart, in one transaction.
    public func saveCartItems(_ items: [CartItem]) async throws(StoreError) {
        try await write("write cart") { db in
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
    }

    /// The app's copy of the cart, in order.
    public func cartItems() async throws(StoreError) -> [CartItem] {
        try await read("read cart") { db in
            try Row.fetchAll(db, sql: "SELECT * FROM cartItem ORDER BY position").compactMap { row -> CartItem? in
                guard let style = (row["style"] as String?).flatMap(StyleCode.init(rawValue:)),
                      let color = (row["color"] as String?).flatMap(ColorCode.init(rawValue:)),
                      let size = (row["size"] as String?).flatMap(Size.init(rawValue:)),
                      let quantity = (row["quantity"] as Int?).flatMap(Quantity.init)
                else { return nil }
                return CartItem(style: style, color: color, size: size, quantity: quantity)
            }
        }
    }
}
