import IvkoData
import IvkoModel

/// The server's copy of the cart, as `CartManager` mirrors the local cart to it: what is known of
/// it (whether it holds what the local cart does, the server's line ids per variant, how many times
/// the cart was put back after a new session) and the calls that change it. The calls change the
/// server cart, not what is known of it: the manager hands the answer it keeps to `take(_:)`. Only
/// its own methods change that knowledge; the manager owns one privately and makes its calls one
/// operation at a time.
struct ServerCartMirror: Sendable {
    private let shop: any ShopCalls
    /// Whether the server cart holds what the local cart holds.
    private(set) var isSynced = false
    /// How many times the cart was put back on the server after a new session.
    private(set) var restores = 0
    /// The server's line ids per variant (a server that does not merge lines may hold several).
    private var linesByVariant: [CartVariant: [CartLineID]] = [:]

    /// Nothing known yet of the server cart `shop` keeps.
    init(shop: any ShopCalls) {
        self.shop = shop
    }

    /// Takes the line ids of `cart`, which now holds what the local cart holds.
    mutating func take(_ cart: Cart) {
        linesByVariant = Dictionary(grouping: cart.lines) { CartVariant($0.item) }.mapValues { $0.map(\.id) }
        isSynced = true
    }

    /// Notes that the server cart may differ from the local one.
    mutating func markOutOfSync() {
        isSynced = false
    }

    /// Counts a restore after a new session.
    mutating func countRestore() {
        restores += 1
    }

    /// The server cart now.
    func read() async throws(ShopError) -> Cart {
        try await shop.cart()
    }

    /// Adds `item`'s pieces; the shop merges them into the line of the same variant (counting what
    /// the line holds against the stock), or keeps them as a line of their own.
    func add(_ item: CartItem) async throws(ShopError) -> Cart {
        try await shop.addToCart(item)
    }

    /// Removes every line of `serverCart`.
    func empty(_ serverCart: Cart) async throws(ShopError) -> Cart {
        var current = serverCart
        for line in serverCart.lines {
            current = try await shop.removeCartLine(line.id)
        }
        return current
    }

    /// Removes the server's lines of `variant`; `nil` (and no call) when none is known.
    func removeLines(of variant: CartVariant) async throws(ShopError) -> Cart? {
        var cart: Cart?
        for line in linesByVariant[variant] ?? [] {
            cart = try await shop.removeCartLine(line)
        }
        return cart
    }

    /// Changes the server's line of `variant` from `old` to `new` pieces. The shop's API has no
    /// update: more pieces are added to the line (the shop merges them, counting what the line
    /// holds against the stock); fewer, or a line the server does not hold, replace the line.
    func changeQuantity(of variant: CartVariant, from old: Quantity, to new: Quantity) async throws(ShopError) -> Cart {
        let lines = linesByVariant[variant] ?? []
        if new.value > old.value, !lines.isEmpty, let extra = Quantity(new.value - old.value) {
            return try await add(CartItem(style: variant.style, color: variant.color, size: variant.size, quantity: extra))
        }
        _ = try await removeLines(of: variant)
        return try await add(CartItem(style: variant.style, color: variant.color, size: variant.size, quantity: new))
    }
}
