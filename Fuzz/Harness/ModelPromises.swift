import Foundation
import IvkoData
import IvkoModel

/// What the model and the ResponseConverter promise of a converted value, checked on every value the
/// fuzzer gets out of a converter (and its derived properties computed, which must not trap).
enum ModelPromises {
    /// An amount is read from its exact digits or refused: never NaN; its text never traps.
    static func check(_ money: Money) throws(BrokenInvariant) {
        try FuzzInvariant.check(!money.amount.isNaN, "an amount is NaN: \(money.amount)")
        _ = money.description
    }

    /// A price's amounts are numbers.
    static func check(_ price: Price) throws(BrokenInvariant) {
        try check(price.regular)
        if let sale = price.sale { try check(sale) }
        _ = price.isOnSale
        try check(price.current)
    }

    /// A page holds at most `limit` products, each with a readable price.
    static func check(_ page: ProductExportPage, limit: Int) throws(BrokenInvariant) {
        try FuzzInvariant.check(page.products.count <= limit, "a page of \(page.products.count) products, over \(limit)")
        for product in page.products {
            try check(product.price)
            _ = (product.season, product.theme)
        }
    }

    /// Stock quantities are 0…`ResponseConverter.maximumQuantity`, and their total never traps.
    static func check(_ details: ProductDetails) throws(BrokenInvariant) {
        try check(details.price)
        for (variant, quantity) in details.stock.quantities {
            try FuzzInvariant.check(
                (0...ResponseConverter.maximumQuantity).contains(quantity), "stock of \(quantity) for \(variant.color) \(variant.size)"
            )
            _ = details.stock.availableSizes(of: variant.color)
        }
        _ = details.stock.total
    }

    /// Every line holds 1…`ResponseConverter.maximumQuantity` pieces at a readable price; the totals never trap.
    static func check(_ cart: Cart) throws(BrokenInvariant) {
        for line in cart.lines {
            let quantity = line.item.quantity.value
            try FuzzInvariant.check((1...ResponseConverter.maximumQuantity).contains(quantity), "a cart line of \(quantity) pieces")
            try check(line.unitPrice)
            try check(line.total)
        }
        if let total = cart.total { try check(total) }
        _ = cart.pieceCount
    }
}
