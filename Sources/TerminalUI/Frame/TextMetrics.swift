/// How many terminal columns text takes, and how to make text fit a width (truncation with an
/// ellipsis, word wrapping). Characters are grapheme clusters, so a letter with combining marks is
/// one column; East Asian wide characters and emoji are two.
enum TextMetrics {
    /// The columns `character` takes: 0 for control characters, 2 for wide ones, else 1.
    static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        // Most of a frame is ASCII: no Unicode property to look up.
        if character.isASCII { return value < 0x20 || value == 0x7F ? 0 : 1 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        // Below the first wide or emoji-presentation scalar (U+1100, U+231A) nothing is wide, and
        // box drawing, blocks and most shapes (to U+25FC) are narrow too: one column, unless a
        // variation selector makes it an emoji.
        if value < 0x1100 || (0x2500..<0x25FD).contains(value), character.unicodeScalars.dropFirst().isEmpty { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }), scalar.properties.isEmoji { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// The columns `text` takes.
    static func width(of text: some StringProtocol) -> Int {
        if let columns = printableASCIIWidth(of: text) { return columns }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns of text that is all printable ASCII (one column a byte), `nil` for any other
    /// text: most of what a frame shows, measured without looking at its characters one by one.
    static func printableASCIIWidth(of text: some StringProtocol) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// `text` cut to at most `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if let columns = printableASCIIWidth(of: text) {
            return columns <= width ? text : String(text.utf8.prefix(width - 1)).map { $0 + "…" } ?? text
        }
        if Self.width(of: text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = Self.width(of: character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible (a word longer
    /// than a line is cut); explicit line breaks are kept.
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                var wordWidth = Self.width(of: word)
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let (head, rest) = split(word, at: width)
                    lines.append(String(head))
                    word = rest
                    wordWidth = Self.width(of: word)
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    private static func split(_ word: Substring, at width: Int) -> (Substring, Substring) {
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let next = Self.width(of: word[index])
            if used + next > width { break }
            used += next
            index = word.index(after: index)
        }
        if index == word.startIndex { index = word.index(after: index) }
        return (word[..<index], word[index...])
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
