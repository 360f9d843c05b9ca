/// Byte-level helpers for the parsers, which work on UTF-8 bytes to stay cheap per record.
enum AsciiDigits {
    /// Whether the byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether every byte is an ASCII digit (and there is at least one).
    static func areDigits<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// The value of a run of ASCII digits, or `nil` when it is empty, has another byte, or overflows.
    static func value<Bytes: Collection<UInt8>>(of bytes: Bytes) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            let (times10, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times10.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            guard !overflowA, !overflowB else { return nil }
            value = sum
        }
        return value
    }

    /// Runs `body` on the UTF-8 bytes of `text` without copying them (native strings are contiguous).
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }
}
