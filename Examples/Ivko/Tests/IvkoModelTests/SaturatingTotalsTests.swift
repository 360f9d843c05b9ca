import Foundation
import IvkoModel
import Testing

/// The model's totals are sums of quantities from outside: they stop at `Int.max` instead of
/// trapping (the old sums crashed the app on a cart or stock of huge quantities).
@Suite("Totals never trap")
struct SaturatingTotalsTests {
    private let style = StyleCode(rawValue: "W26NR0031")!
    private let ivory = ColorCode(rawValue: "12")!

    private func line(_ id: String, _ quantity: Int) -> CartLine {
        CartLine(
            id: CartLineID(id),
            item: CartItem(style: style, color: ivory, size: Size(rawValue: id)!, quantity: Quantity(quantity)!),
            unitPrice: Money(1, .euro)
        )
    }

    @Test func aCartOfHugeQuantitiesCountsUpToIntMax() {
        #expect(Cart(lines: [line("S", .max), line("M", .max)]).pieceCount == .max)
        #expect(Cart(lines: [line("S", .max - 1), line("M", 1)]).pieceCount == .max)
        #expect(Cart(lines: [line("S", 2), line("M", 3)]).pieceCount == 5)
        #expect(Cart().pieceCount == 0)
    }

    @Test func stockOfHugeQuantitiesTotalsUpToIntMax() {
        let sizes = ["S", "M", "L"].compactMap(Size.init(rawValue:))
        let stock = Stock(Dictionary(uniqueKeysWithValues: sizes.map { (Stock.Variant(color: ivory, size: $0), Int.max) }))
        #expect(stock.total == .max)
        #expect(Stock([Stock.Variant(color: ivory, size: sizes[0]): 4, Stock.Variant(color: ivory, size: sizes[1]): 6]).total == 10)
    }
}
