import GRDB
public import IvkoModel

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
