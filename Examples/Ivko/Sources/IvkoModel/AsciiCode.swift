/// Validation shared by the short code types (style, season, theme, colour, currency).
enum AsciiCode {
    /// Whether `text` has exactly `count` characters, all ASCII upper-case letters or digits.
    static func isUpperAlphanumeric(_ text: Substring, count: Int) -> Bool {
        text.utf8.count == count && text.utf8.allSatisfy { isUpperLetter($0) || isDigit($0) }
    }

    /// Whether the byte is an ASCII digit (0-9).
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether the byte is an ASCII upper-case letter.
    static func isUpperLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
