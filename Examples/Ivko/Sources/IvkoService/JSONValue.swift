import Foundation

/// A JSON document as the Ivko backend sent it, before any of its quirks are interpreted.
///
/// The API wrapper hands this to the data layer, whose ResponseConverter alone turns it into the model.
/// Numbers keep their exact digits whenever they are known (see `JSONNumber`).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, exact whenever its digits are known.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; the backend never repeats a key.
    case object([String: JSONValue])
}

extension JSONValue: Decodable {
    /// Decodes any JSON value; a number is read as an integer when it is one, else from its digits
    /// as a `Decimal` (exact), else as a `Double`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? container.decode(UInt64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? container.decode(Double.self) {
            self = .number(Self.number(value, exactly: try? container.decode(Decimal.self)))
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

extension JSONValue {
    /// The number `value`, exact from `decimal` (its digits, when the decoder could read them) when
    /// the `Double` alone cannot carry them.
    private static func number(_ value: Double, exactly decimal: Decimal?) -> JSONNumber {
        let binary = JSONNumber(value)
        guard !binary.isExact, let decimal, !decimal.isNaN else { return binary }
        return JSONNumber(decimal)
    }

    /// The member named `key` when this is an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The elements when this is an array, else `nil`.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members when this is an object, else `nil`.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text when this is a string, else `nil`.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
