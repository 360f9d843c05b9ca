import Foundation

/// Reads the ratings service's score spellings onto the model's scale of 5, rounded to one decimal:
/// - a plain number on the feed's scale, with a decimal comma or point (`"4,5"`, `"4.5"`, `"8"`);
/// - a fraction naming its own scale (`"9/10"`, `"4/5"`);
/// - a percentage (`"80%"`, `"80 %"`).
/// A score below 0 or above its scale, a zero or negative scale, and anything else is unreadable.
enum RatingScore {
    /// The score `text` means on the scale of 5, when `scale` is the feed's; `nil` when unreadable.
    static func onScaleOfFive(_ text: String, scale: Double) -> Double? {
        let text = TextTrimming.trimmed(text)
        guard !TextTrimming.isEmptyValue(text) else { return nil }
        if text.hasSuffix("%") {
            let number = TextTrimming.trimmed(String(text.dropLast()))
            return number.isEmpty ? nil : fraction(number, of: 100)
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2 {
            let denominator = TextTrimming.trimmed(String(parts[1]))
            guard !denominator.isEmpty, let over = number(denominator), over > 0 else { return nil }
            let numerator = TextTrimming.trimmed(String(parts[0]))
            return numerator.isEmpty ? nil : fraction(numerator, of: over)
        }
        guard parts.count == 1 else { return nil }
        return fraction(text, of: scale)
    }

    /// `text` as a share of `scale`, on the scale of 5; `nil` when unreadable or out of 0 … `scale`.
    private static func fraction(_ text: String, of scale: Double) -> Double? {
        guard scale > 0, let value = number(text), (0...scale).contains(value) else { return nil }
        return rounded(value / scale * 5)
    }

    /// A decimal number in the shop's spellings (see `DecimalParser`).
    private static func number(_ text: String) -> Double? {
        DecimalParser.decimal(from: text).map { NSDecimalNumber(decimal: $0).doubleValue }
    }

    /// `value` rounded to one decimal.
    static func rounded(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
