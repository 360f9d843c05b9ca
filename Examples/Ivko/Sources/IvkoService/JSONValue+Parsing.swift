public import Foundation

extension JSONValue {
    /// Parses a response body (any JSON value, also a bare string or number at the top level);
    /// throws `DecodingError.dataCorrupted` when the bytes are not JSON.
    ///
    /// Uses `JSONSerialization` and converts its result whole (`JSONTree`): about twice as fast as
    /// decoding through `JSONDecoder` on a multi-megabyte export. `true`/`false` stay booleans and `1`/`0` stay
    /// numbers on every platform. Numbers keep their exact digits when they are known: integers
    /// come as integers, and a number with more digits than a `Double` holds comes as an
    /// `NSDecimalNumber` with its digits (see `JSONNumber`).
    public init(parsing data: Data) throws {
        self = try JSONTree(parsing: data).converted()
    }

    /// The class `JSONSerialization` uses for `true` and `false` (a private NSNumber subclass).
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// The number `JSONSerialization` made, in its exact form: an integer type as an integer, an
    /// `NSDecimalNumber` (its choice for digits a `Double` cannot hold) as its `Decimal`, a `Double`
    /// as `JSONNumber(_: Double)` judges it.
    private static func number(_ number: NSNumber) -> JSONNumber {
        if let decimal = number as? NSDecimalNumber { return JSONNumber(decimal.decimalValue) }
        switch number.objCType.pointee {
        case CChar(UInt8(ascii: "d")), CChar(UInt8(ascii: "f")): return JSONNumber(number.doubleValue)
        case CChar(UInt8(ascii: "Q")), CChar(UInt8(ascii: "L")), CChar(UInt8(ascii: "I")), CChar(UInt8(ascii: "S")),
            CChar(UInt8(ascii: "C")):
            return JSONNumber(number.uint64Value)
        default: return JSONNumber(number.int64Value)
        }
    }

    /// Something `JSONSerialization` never returns.
    private struct UnexpectedType: Error {}

    /// Converts what `JSONSerialization` returns, checking the most frequent kinds first. Objects
    /// are converted with `mapValues`, which keeps the dictionary's hash table: no key is hashed
    /// again.
    init(serialized object: Any) throws {
        if let text = object as? String {
            self = .string(text)
        } else if let members = object as? [String: Any] {
            self = .object(try members.mapValues { try JSONValue(serialized: $0) })
        } else if let elements = object as? [Any] {
            var converted: [JSONValue] = []
            converted.reserveCapacity(elements.count)
            for element in elements {
                converted.append(try JSONValue(serialized: element))
            }
            self = .array(converted)
        } else if let number = object as? NSNumber {
            // `as? Bool` also accepts the numbers 1 and 0, so booleans are told apart by class.
            self = ObjectIdentifier(type(of: number)) == Self.booleanClass ? .bool(number.boolValue) : .number(Self.number(number))
        } else if object is NSNull {
            self = .null
        } else {
            throw UnexpectedType()
        }
    }
}
