/// Reads text with HTML markup as a stream of visible bytes, white space and decoded characters,
/// skipping tags, comments, and the contents of `<script>` and `<style>`.
///
/// Linear in the length of the text, whatever it holds: a `<` that starts no tag (`<a` without a
/// closing `>`, repeated a million times) must not make every later `<` search to the end again,
/// so the places from which no `>` can be reached are remembered (see `closingBracket(from:)`).
struct MarkupReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The positions a search for a tag's `>` passed outside quotes before it ran off the end
    /// without one: a later search reaching any of them will not find one either. Empty until the
    /// first such search (most texts never have one).
    private var leadsNowhere: [Bool] = []

    /// Starts at the beginning of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads the whole text into `writer`: visible bytes as they are (UTF-8 sequences pass through
    /// byte by byte), white space and control characters as white space, block tags (`<p>`,
    /// `<br>`, `<li>`, `<div>`, …) as line breaks, references as their characters.
    mutating func read(into writer: inout PlainTextWriter) {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x00...0x20, 0x7F:
                index += 1
                writer.space()
            case 0xC2 where index + 1 < count && bytes[index + 1] == 0xA0:
                index += 2
                writer.space()
            case UInt8(ascii: "<"):
                switch readMarkup() {
                case .notMarkup:
                    index += 1
                    writer.write(byte)
                case .inline: break
                case .block: writer.lineBreak()
                }
            case UInt8(ascii: "&"):
                if let scalar = readReference() {
                    writer.write(scalar)
                } else {
                    index += 1
                    writer.write(byte)
                }
            default:
                index += 1
                writer.write(byte)
            }
        }
    }

    // MARK: Tags

    private static let blockTags: Set<String> = [
        "address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "footer", "h1", "h2", "h3", "h4",
        "h5", "h6", "header", "hr", "li", "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
    ]

    /// `<!--` and `-->`, made once rather than at every `<!`.
    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)

    /// What a `<` started.
    private enum Markup {
        /// Not markup: the `<` is text.
        case notMarkup
        /// An inline tag, comment or declaration: nothing to show.
        case inline
        /// A block tag: a line break.
        case block
    }

    /// At a `<`: skips a tag, comment or declaration (and a script's or style's contents) and says
    /// what it was. Leaves `index` on the `<` when it does not start markup.
    private mutating func readMarkup() -> Markup {
        let start = index + 1
        guard start < bytes.count else { return .notMarkup }
        let first = bytes[start]
        if first == UInt8(ascii: "!"), matches(Self.commentStart, at: index) {
            index = end(of: Self.commentEnd, from: start + 3) ?? bytes.count
            return .inline
        }
        // A search from here already failed once: no `>` is reachable, the `<` is text.
        if !leadsNowhere.isEmpty, leadsNowhere[start] { return .notMarkup }
        guard isLetter(first) || first == UInt8(ascii: "/") || first == UInt8(ascii: "!") || first == UInt8(ascii: "?"),
            let close = closingBracket(from: start)
        else { return .notMarkup }
        let isEndTag = first == UInt8(ascii: "/")
        let name = tagName(from: isEndTag ? start + 1 : start)
        index = close + 1
        if !isEndTag, name == "script" || name == "style" {
            let endTag = end(of: Array("</\(name)".utf8), from: index)
            index = endTag.flatMap { closingBracket(from: $0) }.map { $0 + 1 } ?? bytes.count
            return .inline
        }
        return MarkupReader.blockTags.contains(name) ? .block : .inline
    }

    /// The tag name at `position`, lower-cased.
    private func tagName(from position: Int) -> String {
        var name: [UInt8] = []
        var cursor = position
        while cursor < bytes.count, isLetter(bytes[cursor]) || AsciiDigits.isDigit(bytes[cursor]) {
            name.append(bytes[cursor] | 0x20)
            cursor += 1
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// The index of the `>` closing a tag that starts before `position`, skipping quoted attribute values.
    ///
    /// Outside quotes the search is a function of the position alone, so when it fails every
    /// position it passed outside quotes is marked as leading nowhere, and a later search stops at
    /// the first marked one. Each position is then passed outside quotes by at most one failed
    /// search, and each quoted stretch (from one quote to the next of its kind) by at most one —
    /// its opening quote is marked — so all searches of a text together take linear time. A
    /// search that succeeds moves the reader past its `>`, so no later search covers it again.
    private mutating func closingBracket(from position: Int) -> Int? {
        if let close = searchClosingBracket(from: position, marking: false) { return close }
        if leadsNowhere.isEmpty { leadsNowhere = Array(repeating: false, count: bytes.count) }
        _ = searchClosingBracket(from: position, marking: true)
        return nil
    }

    /// One search for a tag's `>` from `position`; with `marking`, marks the positions it passes
    /// outside quotes (done only for a search known to fail).
    private mutating func searchClosingBracket(from position: Int, marking: Bool) -> Int? {
        var quote: UInt8?
        var cursor = position
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else {
                if !leadsNowhere.isEmpty, leadsNowhere[cursor] { return nil }
                if marking { leadsNowhere[cursor] = true }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    return cursor
                }
            }
            cursor += 1
        }
        return nil
    }

    // MARK: References

    /// At a `&`: decodes a complete reference and moves past it; `nil` (nothing read) otherwise.
    private mutating func readReference() -> Unicode.Scalar? {
        var cursor = index + 1
        let limit = min(bytes.count, index + 34)
        while cursor < limit, bytes[cursor] != UInt8(ascii: ";") {
            let byte = bytes[cursor]
            guard isLetter(byte) || AsciiDigits.isDigit(byte) || (byte == UInt8(ascii: "#") && cursor == index + 1)
            else { return nil }
            cursor += 1
        }
        guard cursor < limit, cursor > index + 1 else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<cursor])
        let scalar: Unicode.Scalar?
        if body[0] == UInt8(ascii: "#") {
            scalar = numericReference(UnsafeBufferPointer(rebasing: body[1...]))
        } else {
            scalar = HTMLEntities.named(String(decoding: body, as: UTF8.self))
        }
        if scalar != nil { index = cursor + 1 }
        return scalar
    }

    /// The character of the digits after `&#`: decimal, or hexadecimal after `x`.
    private func numericReference(_ digits: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard let first = digits.first else { return nil }
        let isHex = first == UInt8(ascii: "x") || first == UInt8(ascii: "X")
        let text = String(decoding: isHex ? UnsafeBufferPointer(rebasing: digits[1...]) : digits, as: UTF8.self)
        guard !text.isEmpty, text.utf8.count <= 8, let value = UInt32(text, radix: isHex ? 16 : 10) else { return nil }
        return HTMLEntities.numeric(value)
    }

    // MARK: Bytes

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Whether `pattern` (ASCII) is at `position`, ignoring letter case.
    private func matches(_ pattern: [UInt8], at position: Int) -> Bool {
        guard position + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where bytes[position + offset] | 0x20 != byte | 0x20 {
            return false
        }
        return true
    }

    /// The index just past the first `pattern` (case-insensitive) at or after `position`.
    private func end(of pattern: [UInt8], from position: Int) -> Int? {
        let length = pattern.count
        var cursor = position
        while cursor + length <= bytes.count {
            if matches(pattern, at: cursor) { return cursor + length }
            cursor += 1
        }
        return nil
    }
}
