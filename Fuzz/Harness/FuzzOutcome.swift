/// How one fuzz input ended: the reader gave a value, or refused the input with its typed error, or
/// (a bug) broke a promise: an untyped error, or a value the model promises never to hold.
public enum FuzzOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The reader gave a value; `summary` says what it was, for a test's message.
    case value(summary: String)
    /// The reader refused the input with its typed error, described.
    case rejected(error: String)
    /// The input broke a promise of the reader or the model: what the fuzzers are there to find.
    case broken(BrokenInvariant)

    /// The outcome in one line.
    public var description: String {
        switch self {
        case .value(let summary): "value: \(summary)"
        case .rejected(let error): "rejected: \(error)"
        case .broken(let invariant): "broken: \(invariant)"
        }
    }
}
