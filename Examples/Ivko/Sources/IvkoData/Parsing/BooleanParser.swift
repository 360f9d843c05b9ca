import IvkoService

/// Reads the backend's booleans. True: `Y`, `y`, `YES`, `1`, `true`; false: `N`, `n`, `NO`, `0`,
/// `false` (text in any case, or JSON `true`/`false`, or the JSON numbers 1 and 0).
/// The empty spellings (`""`, `"-"`, `null`, missing) mean "no value" and never reach this parser.
enum BooleanParser {
    /// The value of `text` (already trimmed and not empty), or `nil` when it is no boolean spelling.
    static func boolean(from text: String) -> Bool? {
        switch text.lowercased() {
        case "y", "yes", "1", "true": true
        case "n", "no", "0", "false": false
        default: nil
        }
    }

    /// The value of a JSON number: 1 is true, 0 is false, anything else unreadable.
    static func boolean(fromJSONNumber number: JSONNumber) -> Bool? {
        switch number.integerValue {
        case 1: true
        case 0: false
        default: nil
        }
    }
}
