/// A text value as the export sends it, with its four spellings of "no value":
/// an empty string, `null`, a dash, or a key that is missing altogether.
public enum ExportText: Sendable, Hashable {
    case text(String)
    case emptyString
    case null
    case dash
    case missing

    /// The text, or `nil` for any of the four empty spellings.
    public var value: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

extension KeyedEncodingContainer {
    /// Encodes an export text under `key`, leaving the key out entirely when it is `.missing`.
    mutating func encode(_ text: ExportText, forKey key: Key) throws {
        switch text {
        case .text(let string): try encode(string, forKey: key)
        case .emptyString: try encode("", forKey: key)
        case .null: try encodeNil(forKey: key)
        case .dash: try encode("-", forKey: key)
        case .missing: break
        }
    }
}
