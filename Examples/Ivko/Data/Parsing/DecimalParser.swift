import Foundation

/// Reads the backend's decimal numbers exactly, as `Decimal`.
///
/// Accepted spellings (after trimming, with an optional leading `-` or `+`):
/// - decimal comma, optional thousands dots: `"129,90"`, `"1.299,00"`, `"20,00"`, `"0,5"`;
/// - no comma, dots in groups of three are thousands dots (the shop's locale wins): `"1.299"` → 1299;
/// - no comma, one dot not followed by exactly three digits is a decimal point: `"129.90"`, `"129.9"`;
/// - plain digits: `"1299"`, `"007"`;
/// - JSON numbers: `129.9` → 129.9 (from the number's shortest text, not its binary value).
/// Anything else (`"12x"`, `"1,2,3"`, `"12.99,00"`, `","`, `"1 299,00"`) is unreadable.
enum DecimalParser {
    /// The value of `text` (already trimmed and not empty), or `nil` when it is not a decimal number.
    static func decimal(from text: String) -> Decimal? {
        var body = Substring(text).utf8[...]
        let negative = body.first == UInt8(ascii: "-")
        if negative || body.first == UInt8(ascii: "+") { body = body.dropFirst() }

        var commas = 0
        var dots = 0
        var commaIndex = body.endIndex
        var lastDot = body.endIndex
        for index in body.indices {
            switch body[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: ","): commas += 1; commaIndex = index
            case UInt8(ascii: "."): dots += 1; lastDot = index
            default: return nil
            }
        }

        let integerPart: Substring.UTF8View
        let fractionPart: Substring.UTF8View
        if commas == 1 {
            integerPart = body[..<commaIndex]
            fractionPart = body[body.index(after: commaIndex)...]
            guard !fractionPart.isEmpty, isGroupedInteger(integerPart) else { return nil }
        } else if commas == 0, dots == 1, body.distance(from: lastDot, to: body.endIndex) != 4 {
            integerPart = body[..<lastDot]
            fractionPart = body[body.index(after: lastDot)...]
            guard !integerPart.isEmpty, !fractionPart.isEmpty else { return nil }
        } else if commas == 0, isGroupedInteger(body) {
            integerPart = body
            fractionPart = body[body.endIndex...]
        } else {
            return nil
        }
        return make(negative: negative, integer: integerPart, fraction: fractionPart)
    }

    /// The value of a JSON number, from its shortest decimal text; `nil` for NaN or infinity.
    static func decimal(fromJSONNumber number: Double) -> Decimal? {
        guard number.isFinite else { return nil }
        let text = "\(number)"
        let utf8 = Substring(text).utf8
        guard !utf8.contains(UInt8(ascii: "e")), !utf8.contains(UInt8(ascii: "E")) else { return Decimal(number) }
        let negative = utf8.first == UInt8(ascii: "-")
        let body = negative ? utf8.dropFirst() : utf8[...]
        guard let dot = body.firstIndex(of: UInt8(ascii: ".")) else {
            return make(negative: negative, integer: body, fraction: body[body.endIndex...])
        }
        return make(negative: negative, integer: body[..<dot], fraction: body[body.index(after: dot)...])
    }

    /// Whether `digits` is non-empty and is plain digits or digits in thousands groups (`1.299.000`).
    static func isGroupedInteger(_ digits: Substring.UTF8View) -> Bool {
        guard !digits.isEmpty, digits.first != UInt8(ascii: "."), digits.last != UInt8(ascii: ".") else { return false }
        guard digits.contains(UInt8(ascii: ".")) else { return true }
        var groupLength = 0
        var isFirstGroup = true
        for byte in digits {
            if byte == UInt8(ascii: ".") {
                guard isFirstGroup ? (1...3).contains(groupLength) : groupLength == 3 else { return false }
                isFirstGroup = false
                groupLength = 0
            } else {
                groupLength += 1
            }
        }
        return groupLength == 3
    }

    /// The number made of `integer` digits (thousands dots skipped) and `fraction` digits;
    /// `nil` when a fraction byte is not a digit or the digits overflow.
    private static func make(
        negative: Bool, integer: Substring.UTF8View, fraction: Substring.UTF8View
    ) -> Decimal? {
        var significand: UInt64 = 0
        guard accumulate(integer, skippingDots: true, into: &significand),
              accumulate(fraction, skippingDots: false, into: &significand)
        else { return nil }
        let sign: FloatingPointSign = negative && significand != 0 ? .minus : .plus
        return Decimal(sign: sign, exponent: -fraction.count, significand: Decimal(significand))
    }

    private static func accumulate(
        _ digits: Substring.UTF8View, skippingDots: Bool, into significand: inout UInt64
    ) -> Bool {
        for byte in digits {
            if skippingDots, byte == UInt8(ascii: ".") { continue }
            guard AsciiDigits.isDigit(byte) else { return false }
            let (times10, overflowA) = significand.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times10.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
            guard !overflowA, !overflowB else { return false }
            significand = sum
        }
        return true
    }
}
