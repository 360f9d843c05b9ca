/// Trimming of the spaces the backend leaves around values (`"PETROVIĆ "`), including no-break spaces.
enum TextTrimming {
    /// `text` without leading and trailing white space; the same string when there is none.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    /// Whether `text` is one of the backend's spellings of "no value" once trimmed: `""` or `"-"`.
    static func isEmptyValue(_ trimmedText: String) -> Bool {
        trimmedText.isEmpty || trimmedText == "-"
    }

    /// Whether the scalar is white space (ASCII spaces, tabs and line breaks, and Unicode spaces).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
        }
        return scalar.properties.isWhitespace
    }
}
