/// Why one value of a record could not be read.
public struct FieldError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the value.
    public enum Problem: Hashable, Sendable {
        /// A value the record cannot do without is absent or empty (`""`, `null`, `"-"` or missing).
        case missing
        /// The value has the wrong JSON type, e.g. an array where text belongs.
        case wrongType(expected: String, found: String)
        /// The value has the right type but cannot be read as what it should be, e.g. price `"12x"`.
        case unreadable(expected: String, value: String)
    }

    /// Where the value is within its record, e.g. `price.retail` or `materials[1]`.
    public var field: String
    /// What was wrong.
    public var problem: Problem

    /// Makes a field error.
    public init(field: String, problem: Problem) {
        self.field = field
        self.problem = problem
    }

    /// A one-line explanation, e.g. `price.retail: expected a decimal number, found "12x"`.
    public var description: String {
        let place = field.isEmpty ? "record" : field
        switch problem {
        case .missing: return "\(place): missing"
        case .wrongType(let expected, let found): return "\(place): expected \(expected), found \(found)"
        case .unreadable(let expected, let value): return "\(place): expected \(expected), found \"\(value)\""
        }
    }
}
