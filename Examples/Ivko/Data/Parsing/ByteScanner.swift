/// A cursor over a string's UTF-8 bytes for the small fixed-format parsers (dates).
struct ByteScanner {
    private let bytes: Substring.UTF8View
    private var index: Substring.UTF8View.Index

    /// Starts at the beginning of `text`.
    init(_ text: String) {
        bytes = Substring(text).utf8
        index = bytes.startIndex
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index == bytes.endIndex }

    /// The next byte, not consumed.
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    /// Reads `minimum`…`maximum` digits and returns their value; `nil` (and nothing read) when fewer.
    mutating func digits(minimum: Int, maximum: Int) -> Int? {
        var value = 0
        var count = 0
        var cursor = index
        while count < maximum, cursor != bytes.endIndex, AsciiDigits.isDigit(bytes[cursor]) {
            value = value * 10 + Int(bytes[cursor] &- UInt8(ascii: "0"))
            count += 1
            cursor = bytes.index(after: cursor)
        }
        guard count >= minimum else { return nil }
        index = cursor
        return value
    }

    /// Reads the number of digits there are (at most `maximum`) and returns how many were read.
    mutating func skipDigits(maximum: Int) -> Int {
        var count = 0
        while count < maximum, let byte = peek, AsciiDigits.isDigit(byte) {
            index = bytes.index(after: index)
            count += 1
        }
        return count
    }

    /// Consumes `byte` when it is next; returns whether it did.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index = bytes.index(after: index)
        return true
    }

    /// Consumes any spaces; returns whether there was at least one.
    mutating func skipSpaces() -> Bool {
        var skipped = false
        while skip(UInt8(ascii: " ")) { skipped = true }
        return skipped
    }
}
