import IvkoService

extension JSONValue {
    /// The JSON type's name, for errors: `an object`, `an array`, `text`, `a number`, `a boolean` or `null`.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "text"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
