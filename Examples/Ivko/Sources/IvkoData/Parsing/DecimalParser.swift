import Foundation
import IvkoService

/// Reads the backend's decimal numbers exactly, as `Decimal`.
///
/// Accepted spellings (after trimming, with an optional leading `-` or `+`):
/// - decimal comma, optional thousands dots: `"129,90"`, `"1.299,00"`, `"20,00"`, `"0,5"`;
/// - no comma, dots in groups of three are thousands dots (the shop's locale wins): `"1.299"` → 1299;
/// - no comma, one dot not followed by exactly three digits is a decimal point: `"129.90"`, `"129.9"`;
/// - plain digits: `"1299"`, `"007"`;
/// - JSON numbers: `129.9` → 129.9, from the number's exact digits (see `JSONNumber`).
/// Anything else (`"12x"`, `"1,2,3"`, `"12.99,00"`, `","`, `"1 299,00"`) is unreadable, and so is
/// a number with more digits than 64 bits hold (about 19) and a JSON number whose digits are not
/// known exactly (`1e300`, `5e-324`, or more than 15 digits that arrived as a binary `Double`):
/// an amount is exact or refused, never rounded, and never NaN.
enum DecimalParser {
    /// The value of `text` (already trimmed and not empty), or `nil` when it is not a decimal number.
    static func decimal(from text: String) -> Decimal? {
        AsciiDigits.withBytes(of: text) { decimal(fromBytes: $0, pointOnly: false) }
    }

    /// The value of a JSON number, from its exact digits and within the limits of the text
    /// spellings; `nil` when its digits are not known exactly or are too many.
    static func decimal(fromJSONNumber number: JSONNumber) -> Decimal? {
        guard let exact = number.exactDecimal else { return nil }
        // `Decimal`'s description is plain digits with a point (`129.9`, `-0.05`, `1000000`).
        return AsciiDigits.withBytes(of: "\(exact)") { decimal(fromBytes: $0, pointOnly: true) }
    }

    /// Reads the bytes; with `pointOnly` a dot is always a decimal point (a JSON number's text).
    private static func decimal(fromBytes all: UnsafeBufferPointer<UInt8>, pointOnly: Bool) -> Decimal? {
        let negative = all.first == UInt8(ascii: "-")
        let body = negative || all.first == UInt8(ascii: "+") ? UnsafeBufferPointer(rebasing: all[1...]) : all
        var commas = 0
        var dots = 0
        var commaIndex = body.count
        var lastDot = body.count
        for index in body.indices {
            switch body[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: ","): commas += 1; commaIndex = index
            case UInt8(ascii: "."): dots += 1; lastDot = index
            default: return nil
            }
        }
        let integer: UnsafeBufferPointer<UInt8>
        let fraction: UnsafeBufferPointer<UInt8>
        if commas == 1, !pointOnly {
            integer = UnsafeBufferPointer(rebasing: body[..<commaIndex])
            fraction = UnsafeBufferPointer(rebasing: body[(commaIndex + 1)...])
            guard !fraction.isEmpty, isGroupedInteger(integer) else { return nil }
        } else if commas == 0, dots == 1, pointOnly || body.count - lastDot != 4 {
            integer = UnsafeBufferPointer(rebasing: body[..<lastDot])
            fraction = UnsafeBufferPointer(rebasing: body[(lastDot + 1)...])
            guard !integer.isEmpty, !fraction.isEmpty else { return nil }
        } else if commas == 0, isGroupedInteger(body) {
            integer = body
            fraction = UnsafeBufferPointer(rebasing: body[body.count...])
        } else {
            return nil
        }
        return make(negative: negative, integer: integer, fraction: fraction)
    }

    /// Whether `digits` is non-empty and is plain digits or digits in thousands groups (`1.299.000`).
    static func isGroupedInteger(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = digits.first, let last = digits.last,
            first != UInt8(ascii: "."), last != UInt8(ascii: ".")
        else { return false }
        var groupLength = 0
        var isFirstGroup = true
        var sawDot = false
        for byte in digits {
            if byte == UInt8(ascii: ".") {
                guard isFirstGroup ? groupLength <= 3 : groupLength == 3 else { return false }
                isFirstGroup = false
                sawDot = true
                groupLength = 0
            } else {
                groupLength += 1
            }
        }
        return !sawDot || groupLength == 3
    }

    /// The number made of `integer` digits (thousands dots skipped) and `fraction` digits;
    /// `nil` when a fraction byte is not a digit or the digits overflow.
    private static func make(
        negative: Bool, integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>
    ) -> Decimal? {
        var significand: UInt64 = 0
        guard accumulate(integer, skippingDots: true, into: &significand),
            accumulate(fraction, skippingDots: false, into: &significand)
        else { return nil }
        let sign: FloatingPointSign = negative && significand != 0 ? .minus : .plus
        return Decimal(sign: sign, exponent: -fraction.count, significand: Decimal(significand))
    }

    private static func accumulate(
        _ digits: UnsafeBufferPointer<UInt8>, skippingDots: Bool, into significand: inout UInt64
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
