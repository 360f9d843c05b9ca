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

extension JSONTree {
    /// What kind of value this is, in the words of `JSONValue.kindName`; a container is named without
    /// being converted.
    var kindName: String {
        if isObject { return "an object" }
        if isArray { return "an array" }
        return value.kindName
    }
}
