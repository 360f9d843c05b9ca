/// Why a backend response could not be turned into the model.
public enum DataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The response does not have the endpoint's shape, e.g. `products` is not an array.
    /// `path` names the place (`$` is the whole response), `found` what was there instead.
    case unexpectedStructure(ResponseKind, path: String, expected: String, found: String)
    /// A response that is one record (customer, balance, an order's answer) has a value that
    /// cannot be read; nothing can be skipped, so nothing is returned.
    case invalidField(ResponseKind, FieldError)
    /// The backend answered with its error object (`"result": "ERR"`) instead of data.
    case backendError(ResponseKind, type: String, message: String)

    /// A one-line explanation naming the response and what was wrong.
    public var description: String {
        switch self {
        case .unexpectedStructure(let kind, let path, let expected, let found):
            "\(kind.rawValue): expected \(expected) at \(path), found \(found)"
        case .invalidField(let kind, let error):
            "\(kind.rawValue): \(error)"
        case .backendError(let kind, let type, let message):
            "\(kind.rawValue): backend error \(type): \(message)"
        }
    }
}
