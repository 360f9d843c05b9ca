/// Trimming of the spaces the backend leaves around values (`"PETROVIĆ "`), including no-break spaces.
enum TextTrimming {
    /// `text` without leading and trailing white space; the same string, uncopied, when there is none.
    static func trimmed(_ text: String) -> String {
        let needsTrimming = AsciiDigits.withBytes(of: text) { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return !isVisibleASCII(first) || !isVisibleASCII(last)
        }
        guard needsTrimming else { return text }
        let trimmed = trimmed(text[...])
        if trimmed.startIndex == text.startIndex, trimmed.endIndex == text.endIndex { return text }
        return String(trimmed)
    }

    /// `text` without leading and trailing white space.
    static func trimmed(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return text[text.endIndex...] }
        return Substring(scalars[first...last])
    }

    /// Whether `text` is one of the backend's spellings of "no value" once trimmed: `""` or `"-"`.
    static func isEmptyValue<Text: StringProtocol>(_ trimmedText: Text) -> Bool {
        trimmedText.isEmpty || trimmedText == "-"
    }

    /// Whether the byte is an ASCII character other than white space and control characters.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }

    /// Whether the scalar is white space (ASCII spaces, tabs and line breaks, and Unicode spaces).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
        }
        return scalar.properties.isWhitespace
    }
}
