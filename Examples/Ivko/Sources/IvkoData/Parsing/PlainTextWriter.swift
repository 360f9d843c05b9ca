/// Collects plain text byte by byte, collapsing runs of white space into one space (or one line
/// break when a block tag was among them) and dropping white space at either end.
struct PlainTextWriter {
    private var bytes: [UInt8] = []
    private var pendingSpace = false
    private var pendingBreak = false
    private var lineHasText = false

    /// Starts empty, with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Notes white space before the next visible byte.
    mutating func space() {
        pendingSpace = true
    }

    /// Notes a line break before the next visible byte.
    mutating func lineBreak() {
        pendingBreak = true
    }

    /// Writes a visible byte (any byte of a UTF-8 sequence that is not white space).
    mutating func write(_ byte: UInt8) {
        if !bytes.isEmpty {
            if pendingBreak {
                bytes.append(UInt8(ascii: "\n"))
                lineHasText = false
            } else if pendingSpace, lineHasText {
                bytes.append(UInt8(ascii: " "))
            }
        }
        pendingSpace = false
        pendingBreak = false
        lineHasText = true
        bytes.append(byte)
    }

    /// Writes a decoded character; white space and control characters are collapsed like literal
    /// white space.
    mutating func write(_ scalar: Unicode.Scalar) {
        if TextTrimming.isSpace(scalar) || scalar.value < 0x20 || scalar.value == 0x7F {
            space()
            return
        }
        if scalar == "\u{AD}" { return }
        for byte in scalar.utf8 { write(byte) }
    }
}
