import IvkoService

/// Reads the backend's integers: padded (`"007"` → 7), with thousands dots (`"1.250"` → 1250),
/// with an optional sign, or JSON numbers without a fraction (`3`, `3.0`).
/// A decimal comma, a fraction or any other character makes the value unreadable.
enum IntegerParser {
    /// The value of `text` (already trimmed and not empty), or `nil` when it is not an integer.
    static func integer(from text: String) -> Int? {
        AsciiDigits.withBytes(of: text) { all in
            let negative = all.first == UInt8(ascii: "-")
            let body = negative || all.first == UInt8(ascii: "+") ? UnsafeBufferPointer(rebasing: all[1...]) : all
            guard DecimalParser.isGroupedInteger(body),
                let magnitude = AsciiDigits.value(of: body.lazy.filter { $0 != UInt8(ascii: ".") })
            else { return nil }
            return negative ? -magnitude : magnitude
        }
    }

    /// The value of a JSON number when it is a whole number that fits an `Int`.
    static func integer(fromJSONNumber number: JSONNumber) -> Int? {
        number.integerValue
    }
}
