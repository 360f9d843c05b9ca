import IvkoModel

/// The local cart's lines, as the user's database holds them, with the latest unit price and
/// availability known of each: the part of `CartManager`'s state that is the truth. Only its own
/// methods change it; the manager owns one privately and saves its `items`.
struct CartLines: Sendable {
    /// The lines, in the order they were added (a cart holds each variant at most once).
    private(set) var entries: [CartEntry] = []

    /// No lines.
    init() {}

    /// The lines of `items`, nothing known yet of their prices and stock.
    init(items: [CartItem]) {
        entries = items.map { CartEntry(item: $0) }
    }

    /// What the database stores.
    var items: [CartItem] { entries.map(\.item) }

    /// The styles of the lines, each once, in line order.
    var styles: [StyleCode] {
        entries.map(\.item.style).reduce(into: []) { styles, style in
            if !styles.contains(style) { styles.append(style) }
        }
    }

    /// The pieces of the line of `variant`; `nil` when the cart has no such line.
    func quantity(of variant: CartVariant) -> Quantity? {
        entries.first { $0.id == variant }?.item.quantity
    }

    /// Whether `items` (say, the server cart's) hold the same pieces of every variant as these lines.
    func holdSamePieces(as items: [CartItem]) -> Bool {
        Self.pieces(of: items) == Self.pieces(of: self.items)
    }

    /// Adds `item`'s pieces to the line of the same variant, or as a new line.
    /// - Throws: `.rejected` when the line cannot hold that many pieces.
    mutating func add(_ item: CartItem) throws(ShopError) {
        guard let index = entries.firstIndex(where: { $0.id == CartVariant(item) }) else {
            entries.append(CartEntry(item: item))
            return
        }
        guard let quantity = entries[index].item.quantity.adding(item.quantity) else {
            throw .rejected(message: "a cart line cannot hold \(entries[index].item.quantity) + \(item.quantity) pieces")
        }
        entries[index].item.quantity = quantity
    }

    /// Sets the line of `variant` to `quantity` pieces, its known stock measured against them.
    mutating func setQuantity(_ quantity: Quantity, of variant: CartVariant) {
        for index in entries.indices where entries[index].id == variant {
            entries[index].item.quantity = quantity
            if let available = entries[index].availability.available {
                entries[index].availability = StockAvailability(quantity: quantity.value, available: available)
            }
        }
    }

    /// Removes the line of `variant`.
    mutating func remove(_ variant: CartVariant) {
        entries.removeAll { $0.id == variant }
    }

    /// Removes every line.
    mutating func removeAll() {
        entries = []
    }

    /// Makes the lines `items` (what is left after an order), keeping what was known of the prices
    /// and stock of the lines that stay.
    mutating func keep(_ items: [CartItem]) {
        let known = Dictionary(entries.map { ($0.id, $0) }) { first, _ in first }
        entries = items.map { item in
            var entry = known[CartVariant(item)] ?? CartEntry(item: item)
            entry.item = item
            return entry
        }
    }

    /// Takes the unit prices of the server cart's lines.
    mutating func takePrices(from cart: Cart) {
        let prices = Dictionary(cart.lines.map { (CartVariant($0.item), $0.unitPrice) }) { _, last in last }
        for index in entries.indices {
            if let price = prices[entries[index].id] { entries[index].unitPrice = price }
        }
    }

    /// Takes the live price of `style` for its lines.
    mutating func takePrice(_ price: Price, of style: StyleCode) {
        for index in entries.indices where entries[index].item.style == style {
            entries[index].unitPrice = price.current
        }
    }

    /// Takes the live price and stock of `style` for its lines.
    mutating func take(_ details: ProductDetails, of style: StyleCode) {
        for index in entries.indices where entries[index].item.style == style {
            let item = entries[index].item
            entries[index].unitPrice = details.price.current
            entries[index].availability = StockAvailability(
                quantity: item.quantity.value, available: details.stock.quantity(color: item.color, size: item.size)
            )
        }
    }

    /// Flags every line of `style` out of stock (the product is no longer sold).
    mutating func markOutOfStock(_ style: StyleCode) {
        for index in entries.indices where entries[index].item.style == style {
            entries[index].availability = .outOfStock
        }
    }

    /// Sets the availability of the line of `variant`.
    mutating func setAvailability(_ availability: StockAvailability, of variant: CartVariant) {
        for index in entries.indices where entries[index].id == variant {
            entries[index].availability = availability
        }
    }

    /// Pieces per variant (a sum too large for an `Int`, which only a broken server cart could
    /// hold, stays at `Int.max`).
    private static func pieces(of items: [CartItem]) -> [CartVariant: Int] {
        items.reduce(into: [:]) { pieces, item in
            let (sum, overflow) = pieces[CartVariant(item), default: 0].addingReportingOverflow(item.quantity.value)
            pieces[CartVariant(item)] = overflow ? .max : sum
        }
    }
}
