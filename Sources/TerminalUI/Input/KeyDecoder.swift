/// Turns the bytes a terminal sends into keys, however the reads split them: an escape sequence or
/// a multi-byte UTF-8 character cut between two reads is kept until the rest arrives.
///
/// A lone Escape is ambiguous until the next bytes come: `ESC [ A` is arrow up, `ESC` then nothing
/// is the Escape key. The decoder keeps a trailing `ESC` pending; the reader calls
/// `flushPendingEscape()` when no byte followed within a short time (the usual 25–50 ms).
/// Sequences it does not know are dropped whole, never turned into stray characters.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (the reader should then flush after a
    /// short timeout).
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Decodes the bytes of one read, returning the keys completed by them.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            switch parse(at: index) {
            case .key(let key, let length):
                if let key { keys.append(key) }
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeAll()
        return keys
    }

    /// Ends what is pending: a lone `ESC` becomes `.escape`, an `ESC` with an unfinished sequence
    /// after it is dropped, as is an unfinished UTF-8 character.
    public mutating func flushPendingEscape() -> [Key] {
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.escape] : []
    }

    private enum Parse {
        case key(Key?, length: Int)
        case incomplete
    }

    private func parse(at index: Int) -> Parse {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return parseEscape(at: index)
        case 0x0D, 0x0A:
            return .key(.enter, length: 1)
        case 0x09:
            return .key(.tab, length: 1)
        case 0x7F, 0x08:
            return .key(.backspace, length: 1)
        case 0x01...0x1A:
            return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x00, 0x1C...0x1F:
            return .key(nil, length: 1)
        default:
            return parseCharacter(at: index)
        }
    }

    private func parseEscape(at index: Int) -> Parse {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return parseControlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return .incomplete }
            let key: Key? =
                switch pending[index + 2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                default: nil
                }
            return .key(key, length: 3)
        case 0x1B:
            return .key(.escape, length: 1)
        default:
            // Alt plus a key: the key alone.
            return .key(nil, length: 1)
        }
    }

    /// `ESC [` parameters (digits and `;`) then one final byte in `@`…`~`.
    private func parseControlSequence(at index: Int) -> Parse {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            if (0x40...0x7E).contains(byte) { break }
            guard (0x20...0x3F).contains(byte) else { return .key(nil, length: end - index) }
            end += 1
        }
        guard end < pending.count else { return .incomplete }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let final = pending[end]
        let length = end - index + 1
        let key: Key? =
            switch (final, parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "Z"), _): .backTab
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            default: nil
            }
        return .key(key, length: length)
    }

    private func parseCharacter(at index: Int) -> Parse {
        let byte = pending[index]
        let length =
            switch byte {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 0
            }
        guard length > 0 else { return .key(nil, length: 1) }
        guard index + length <= pending.count else { return .incomplete }
        let scalars = String(validating: pending[index..<(index + length)], as: UTF8.self)
        guard let scalars, let character = scalars.first else { return .key(nil, length: 1) }
        return .key(.character(character), length: length)
    }
}
