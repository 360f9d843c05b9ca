/// Why a backend response could not be turned into the model. (The backend's own error answers,
/// `{"result": "ERR"}`, never get here: the API wrapper reads them and `ShopError` maps them.)
public enum DataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The response does not have the endpoint's shape, e.g. `products` is not an array.
    /// `path` names the place (`$` is the whole response), `found` what was there instead.
    case unexpectedStructure(ResponseKind, path: String, expected: String, found: String)
    /// A response that is one record (customer, balance, an order's answer) has a value that
    /// cannot be read; nothing can be skipped, so nothing is returned.
    case invalidField(ResponseKind, FieldError)
    /// The response lists more records at `path` than any answer of its endpoint may
    /// (e.g. `ResponseConverter.maximumProductsPerPage`); nothing of it was converted.
    case tooManyRecords(ResponseKind, path: String, count: Int, limit: Int)
    /// The shop's time zone cannot place a time the conversion needs (see `ShopTimeZone`).
    case timeZone(ResponseKind, ShopTimeZoneError)

    /// A one-line explanation naming the response and what was wrong.
    public var description: String {
        switch self {
        case .unexpectedStructure(let kind, let path, let expected, let found):
            "\(kind.rawValue): expected \(expected) at \(path), found \(found)"
        case .invalidField(let kind, let error):
            "\(kind.rawValue): \(error)"
        case .tooManyRecords(let kind, let path, let count, let limit):
            "\(kind.rawValue): \(count) records at \(path), more than the \(limit) allowed"
        case .timeZone(let kind, let error):
            "\(kind.rawValue): \(error)"
        }
    }
}
