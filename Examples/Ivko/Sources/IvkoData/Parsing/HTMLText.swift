/// Turns the backend's text fields, which may hold HTML markup and character references, into
/// plain text: tags removed (block tags such as `<p>`, `<br>`, `<li>` become line breaks), comments,
/// `<script>` and `<style>` dropped, references decoded (`&amp;`, `&nbsp;`, `&#269;`, `&#x10D;`),
/// white space and control characters collapsed to single spaces, and the result trimmed.
///
/// Not an HTML parser: a `<` not starting a tag (`size < 40`) and an unknown or unterminated
/// reference (`R&D`, `&foo;`) are kept as text. Text without markup, references or extra spaces is
/// returned as it is, without copying. Time is linear in the text's length, whatever it holds
/// (see `MarkupReader`).
enum HTMLText {
    /// The plain text of `text`.
    static func plainText(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard needsWork(bytes) else { return nil }
            var writer = PlainTextWriter(capacity: bytes.count)
            var reader = MarkupReader(bytes: bytes)
            reader.read(into: &writer)
            return writer.text
        } ?? text
    }

    /// Whether the bytes hold anything to convert: markup, a reference, a control character (tab,
    /// line break, …), a no-break space, a double space, or a space at either end.
    private static func needsWork(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if first == UInt8(ascii: " ") || last == UInt8(ascii: " ") { return true }
        var previousWasSpace = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "&"), 0x00..<0x20, 0x7F, 0xC2:
                return true
            case UInt8(ascii: " "):
                if previousWasSpace { return true }
                previousWasSpace = true
            default:
                previousWasSpace = false
            }
        }
        return false
    }
}
