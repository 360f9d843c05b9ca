/// How the catalog database keeps a list of texts in one column: joined by U+001F (the unit
/// separator), which plain text from the backend never contains.
enum StoredList {
    private static let separator: Character = "\u{1F}"

    /// The column text for `elements`, each written as `text(element)`.
    static func join<Element>(_ elements: [Element], _ text: (Element) -> String) -> String {
        switch elements.count {
        case 0: return ""
        case 1: return text(elements[0])
        default:
            let texts = elements.map(text)
            var result = ""
            result.reserveCapacity(texts.reduce(texts.count) { $0 + $1.utf8.count })
            for (index, element) in texts.enumerated() {
                if index > 0 { result.append(separator) }
                result.append(element)
            }
            return result
        }
    }

    /// The column text for `texts`.
    static func join(_ texts: [String]) -> String {
        join(texts) { $0 }
    }

    /// The elements of a column text.
    static func split(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
