public import Foundation
public import IvkoModel

/// How the shop writes amounts, counts and days for its customers: the Serbian (Latin) conventions
/// of the shop in Belgrade (`1.299,90 €`, `2.000`, `21.11.2026.`), the same on every device, so
/// screens and their tests read alike everywhere.
public enum ShopFormat {
    /// The locale the shop writes in.
    public static let locale = Locale(identifier: "sr_Latn_RS")

    /// An amount with its currency, e.g. `129,90 €`.
    public static func money(_ money: Money) -> String {
        money.amount.formatted(.currency(code: money.currency.rawValue).locale(locale))
    }

    /// What a product costs now; during a sale, the sale price followed by the regular one.
    public static func price(_ price: Price) -> String {
        guard price.isOnSale, let sale = price.sale else { return money(price.regular) }
        return "\(money(sale)) (was \(money(price.regular)))"
    }

    /// A count with thousands separators, e.g. `1.160`.
    public static func count(_ count: Int) -> String {
        count.formatted(.number.locale(locale))
    }

    /// A colour and size as the screens name them, e.g. `Navy · M`; a one-size product's colour
    /// alone, e.g. `Navy`.
    public static func variant(colorName: String, size: Size) -> String {
        size.isOneSize ? colorName : "\(colorName) · \(size.displayName)"
    }

    /// A day as the shop writes it, e.g. `21.11.2026.`.
    public static func day(_ day: CalendarDay) -> String {
        "\(day.day).\(day.month).\(day.year)."
    }
}
