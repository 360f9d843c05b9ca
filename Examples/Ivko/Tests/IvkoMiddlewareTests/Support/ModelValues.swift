import Foundation
import IvkoModel

/// Model values for static-data tests, made from literals known to be valid.
enum ModelValues {
    static func style(_ text: String) -> StyleCode {
        guard let style = StyleCode(rawValue: text) else { preconditionFailure("bad test style \(text)") }
        return style
    }

    static func item(_ style: String, color: String = "31", size: String = "M", quantity: Int = 1) -> CartItem {
        guard let color = ColorCode(rawValue: color), let size = Size(rawValue: size), let quantity = Quantity(quantity) else {
            preconditionFailure("bad test item")
        }
        return CartItem(style: Self.style(style), color: color, size: size, quantity: quantity)
    }

    static func product(_ style: String, name: String, category: String = "Dresses", price: Decimal = 100) -> Product {
        Product(style: Self.style(style), name: name, category: Category(name: category), price: Price(regular: Money(price, .euro)))
    }

    static func euros(_ amount: Decimal) -> Money {
        Money(amount, .euro)
    }
}
