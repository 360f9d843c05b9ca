/// One line of a headless script: a key (`up`, `down`, `left`, `right`, `enter`, `esc`, `tab`,
/// `backspace`, or a single character) or `type:TEXT`, which types TEXT into the focused field.
///
/// Inputs that need the program around the interface (`wait`, for loading to finish) are the
/// executable's to read before it asks this type.
public enum HeadlessInput: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Text typed into the focused text field or search bar.
    case type(String)

    /// Reads one line. Surrounding spaces are ignored except after `type:`, where all of TEXT counts.
    public init(parsing line: String) throws(HeadlessInputError) {
        if line.hasPrefix("type:") {
            self = .type(String(line.dropFirst("type:".count)))
            return
        }
        let word = line.trimmingSpaces
        switch word {
        case "up": self = .key(.up)
        case "down": self = .key(.down)
        case "left": self = .key(.left)
        case "right": self = .key(.right)
        case "enter": self = .key(.enter)
        case "esc": self = .key(.escape)
        case "tab": self = .key(.tab)
        case "backtab": self = .key(.backTab)
        case "backspace": self = .key(.backspace)
        case "space": self = .key(.character(" "))
        default:
            guard word.count == 1, let character = word.first else { throw HeadlessInputError(line: line) }
            self = .key(.character(character))
        }
    }
}

/// A headless script line that is neither a known key nor `type:TEXT`.
public struct HeadlessInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line as read.
    public let line: String

    /// An error for `line`.
    public init(line: String) {
        self.line = line
    }

    /// Says what was read and what is accepted.
    public var description: String {
        "unknown input \"\(line)\": expected up, down, left, right, enter, esc, tab, backtab, backspace, space, "
            + "a single character, or type:TEXT"
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (Foundation-free).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
