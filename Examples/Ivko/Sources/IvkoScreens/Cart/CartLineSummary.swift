import Foundation
public import IvkoModel

/// One line of the cart as the cart and review screens show it: the item with the names and the
/// price the coordinator found for it, and whether it can be had.
public struct CartLineSummary: Hashable, Sendable {
    /// The product, colour, size and quantity.
    public var item: CartItem
    /// The product's name, when the catalog knows it (else the style code is shown).
    public var productName: String?
    /// The colour's name, when known (else the colour code is shown).
    public var colorName: String?
    /// The price of one piece, when known.
    public var unitPrice: Money?
    /// Whether the line can be had.
    public var availability: StockAvailability
    /// The product's picture for lists, when the catalog names one.
    public var picture: AssetPath?
    /// The picture's file on this device, once it is there (until then a placeholder shows).
    public var pictureFile: String?

    /// A line of `item`.
    public init(
        item: CartItem, productName: String? = nil, colorName: String? = nil, unitPrice: Money? = nil,
        availability: StockAvailability = .unknown, picture: AssetPath? = nil, pictureFile: String? = nil
    ) {
        self.item = item
        self.productName = productName
        self.colorName = colorName
        self.unitPrice = unitPrice
        self.availability = availability
        self.picture = picture
        self.pictureFile = pictureFile
    }

    /// The name shown: the product's, else its style code.
    public var title: String { productName ?? item.style.rawValue }

    /// The colour and size, e.g. `Black · S` (the colour alone for a one-size product).
    public var variantDescription: String {
        ShopFormat.variant(colorName: colorName ?? IvkoModel.Color.unknown(item.color).name, size: item.size)
    }

    /// The quantity in words, e.g. `1 piece`, `2 pieces`.
    public var quantityDescription: String {
        item.quantity.value == 1 ? "1 piece" : "\(ShopFormat.count(item.quantity.value)) pieces"
    }

    /// The unit price times the quantity, when the price is known.
    public var total: Money? { unitPrice?.times(item.quantity.value) }

    /// The total of `lines`: `nil` when a price is unknown or the lines mix currencies (then no
    /// total is shown rather than a wrong one), zero euros for no lines.
    public static func total(of lines: [CartLineSummary]) -> Money? {
        var sum = Money(0, .euro)
        for (index, line) in lines.enumerated() {
            guard let total = line.total else { return nil }
            if index == 0 {
                sum = total
            } else {
                guard total.currency == sum.currency else { return nil }
                sum.amount += total.amount
            }
        }
        return sum
    }
}
