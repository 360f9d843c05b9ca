import Foundation

/// Formats amounts the way the export does: a decimal comma and, when asked, a thousands dot
/// (`129,90`, `1.299,00`), and integers padded with zeros (`007`).
public enum DecimalComma {
    /// Formats an amount given in cents, e.g. `129990` → `"1.299,90"` (or `"1299,90"` ungrouped).
    public static func string(cents: Int, groupThousands: Bool = true) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = String(magnitude / 100)
        let fraction = magnitude % 100
        let fractionText = fraction < 10 ? "0\(fraction)" : "\(fraction)"
        return sign + (groupThousands ? grouped(units) : units) + "," + fractionText
    }

    /// Pads a non-negative integer with leading zeros to `width` digits, e.g. `(7, 3)` → `"007"`.
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Parses an amount in the export's spelling (`"1.299,00"`, `"71,90"`, `"5"`) into cents.
    public static func cents(from text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        let units = parts[0].replacingOccurrences(of: ".", with: "")
        guard !units.isEmpty, units.allSatisfy(\.isNumber), let whole = Int(units) else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        let fraction = String(parts[1])
        guard (1...2).contains(fraction.count), fraction.allSatisfy(\.isNumber), let part = Int(fraction) else {
            return nil
        }
        return whole * 100 + (fraction.count == 1 ? part * 10 : part)
    }

    private static func grouped(_ digits: String) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: ".")
    }
}
