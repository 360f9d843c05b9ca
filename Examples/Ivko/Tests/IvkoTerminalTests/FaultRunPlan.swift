import Foundation
import IvkoBackend

/// One piece the fault run puts in the cart with one tap of Add to cart: a product in one colour
/// and size, with what the product page shows for them (the colour's name, the size's label).
struct FaultRunLine: Hashable, Sendable, CustomStringConvertible {
    /// The product's style code, as the product page shows it and the order line carries it.
    let style: String
    /// The product's name in lower case, typed into the catalog's search (which finds names only).
    let searchText: String
    /// The colour's code, as the order line carries it.
    let color: String
    /// The colour's name, as its choice button shows it.
    let colorName: String
    /// The size, as its choice button shows it and the order line carries it (`""` or `"-"` for
    /// a one-size product, whose page has no size to choose).
    let size: String

    /// Whether the product comes in one size only.
    var isOneSize: Bool { size.isEmpty || size == "-" }

    /// The order line one tap of this line makes.
    var orderLine: BackendOrderLine {
        BackendOrderLine(style: style, color: color, size: size, quantity: 1)
    }

    /// `STYLE/COLOR/SIZE`, for failure messages.
    var description: String { "\(style)/\(color)/\(size)" }
}

/// The orders of one fault run, drawn from a seed: each of 1 to 3 lines of different products,
/// each an active product in a colour the colour table names and a size (or its one size) with stock to spare, so
/// that every line can be had however often it is ordered (orders do not use up stock).
struct FaultRunPlan: Sendable {
    /// The seed the orders were drawn from.
    let seed: UInt64
    /// The orders, in the order they are placed; each the lines put in the cart for it.
    let orders: [[FaultRunLine]]

    /// Draws `count` orders from `catalog` with `seed` (the same seed and catalog give the same plan).
    init(orders count: Int, seed: UInt64, catalog: IvkoCatalog) throws {
        let names = Dictionary(catalog.colors.map { ($0.code, $0.name) }) { first, _ in first }
        let productNames = catalog.products.map { $0.name.trimmingCharacters(in: .whitespaces).lowercased() }
        let candidates: [[FaultRunLine]] = catalog.products.indices.compactMap { index in
            let product = catalog.products[index]
            let searchText = productNames[index]
            // The search must find this product alone: no other name may contain its name.
            let findsOthers = productNames.indices.contains { $0 != index && productNames[$0].contains(searchText) }
            guard product.isActive, !searchText.isEmpty, !findsOthers else { return nil }
            let lines = product.stock.compactMap { entry -> FaultRunLine? in
                guard entry.quantity >= 3, product.sizes.sizes.contains(entry.size),
                    product.colorCodes.contains(entry.color), let name = names[entry.color]
                else { return nil }
                return FaultRunLine(
                    style: product.style, searchText: searchText, color: entry.color, colorName: name, size: entry.size
                )
            }
            return lines.isEmpty ? nil : lines
        }
        guard candidates.count >= 3 else {
            throw IvkoProcess.Failure(description: "the catalog has only \(candidates.count) products a fault run can order")
        }
        var random = SplitMix64(seed: seed)
        self.seed = seed
        self.orders = (0..<max(0, count)).map { _ in
            let lineCount = random.int(in: 1...3)
            var products = Set<Int>()
            while products.count < lineCount { products.insert(random.int(in: 0...(candidates.count - 1))) }
            return products.sorted().map { index in
                let variants = candidates[index]
                return variants[random.int(in: 0...(variants.count - 1))]
            }
        }
    }

    /// Every line of every order.
    var lineCount: Int { orders.reduce(0) { $0 + $1.count } }
}
