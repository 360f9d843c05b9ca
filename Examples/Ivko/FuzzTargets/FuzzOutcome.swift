/// How one fuzz input ended: the reader gave a value, or refused the input with its typed error.
/// (Anything else, an untyped error or a value that breaks a promise of the model, traps in the
/// harness, so the fuzzer reports it as a crash.)
public enum FuzzOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The reader gave a value; `summary` says what it was, for a test's message.
    case value(summary: String)
    /// The reader refused the input with its typed error, described.
    case rejected(error: String)

    /// The outcome in one line.
    public var description: String {
        switch self {
        case .value(let summary): "value: \(summary)"
        case .rejected(let error): "rejected: \(error)"
        }
    }
}
