/// A cursor over UTF-8 bytes for the small fixed-format parsers (dates).
struct ByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Starts at the beginning of `bytes`, which must outlive the scanner.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index == bytes.count }

    /// The next byte, not consumed.
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    /// Reads `minimum`…`maximum` digits and returns their value; `nil` (and nothing read) when fewer.
    mutating func digits(minimum: Int, maximum: Int) -> Int? {
        var value = 0
        var cursor = index
        while cursor - index < maximum, cursor < bytes.count, AsciiDigits.isDigit(bytes[cursor]) {
            value = value * 10 + Int(bytes[cursor] &- UInt8(ascii: "0"))
            cursor += 1
        }
        guard cursor - index >= minimum else { return nil }
        index = cursor
        return value
    }

    /// Skips up to `maximum` digits.
    mutating func skipDigits(maximum: Int) {
        var count = 0
        while count < maximum, let byte = peek, AsciiDigits.isDigit(byte) {
            index += 1
            count += 1
        }
    }

    /// Consumes `byte` when it is next; returns whether it did.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Consumes any spaces; returns whether there was at least one.
    mutating func skipSpaces() -> Bool {
        var skipped = false
        while skip(UInt8(ascii: " ")) { skipped = true }
        return skipped
    }
}
