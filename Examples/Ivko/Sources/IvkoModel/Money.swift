public import Foundation

/// An amount of money in a currency, exact (`Decimal`, never `Double`).
public struct Money: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The amount, e.g. `129.90`.
    public var amount: Decimal
    /// The currency the amount is in.
    public var currency: Currency

    /// Makes an amount of money.
    public init(_ amount: Decimal, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// The amount multiplied by a count, e.g. a line's total from its unit price.
    public func times(_ count: Int) -> Money {
        Money(amount * Decimal(count), currency)
    }

    /// The amount with two decimals and the currency code, e.g. `1299.00 EUR`.
    public var description: String {
        var rounded = Decimal()
        var value = amount
        NSDecimalRound(&rounded, &value, 2, .plain)
        let text = "\(rounded)"
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0)) \(currency)"
    }
}
