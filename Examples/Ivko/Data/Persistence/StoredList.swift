/// How the catalog database keeps a list of texts in one column: joined by U+001F (the unit
/// separator), which plain text from the backend never contains.
enum StoredList {
    private static let separator: Character = "\u{1F}"

    /// The column text for `elements`.
    static func join<Elements: Sequence>(_ elements: Elements) -> String where Elements.Element == String {
        elements.joined(separator: String(separator))
    }

    /// The elements of a column text.
    static func split(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
