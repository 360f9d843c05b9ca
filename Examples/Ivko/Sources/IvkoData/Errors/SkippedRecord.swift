/// A record of a response that could not be read and was left out, while the rest was converted.
public struct SkippedRecord: Hashable, Sendable, CustomStringConvertible {
    /// The response the record was in.
    public var kind: ResponseKind
    /// Where the record is in the response, e.g. `products[12]` or `seasons[0].themes[1]`.
    public var path: String
    /// The record's key (a style code, an id) when it could be read, for the log.
    public var key: String?
    /// What was wrong with it.
    public var error: FieldError

    /// Makes a skipped-record note.
    public init(kind: ResponseKind, path: String, key: String? = nil, error: FieldError) {
        self.kind = kind
        self.path = path
        self.key = key
        self.error = error
    }

    /// A one-line explanation, e.g. `products.json products[3] (W26KD0112): price.retail: missing`.
    public var description: String {
        let keyText = key.map { " (\($0))" } ?? ""
        return "\(kind.rawValue) \(path)\(keyText): \(error)"
    }
}
