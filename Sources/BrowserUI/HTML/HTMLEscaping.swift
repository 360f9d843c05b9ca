/// Escaping of text and attribute values, so that no shop data can open a tag, close an
/// attribute or start an entity: `&`, `<`, `>`, `"` and `'` become character references, and
/// control characters other than tab and newline are dropped.
/// Public for a server that writes HTML of its own beside the page (an inspector panel).
public enum HTMLEscaping {
    /// `string` safe as an element's text.
    public static func text(_ string: String) -> String {
        escape(string)
    }

    /// `string` safe inside a double-quoted (or single-quoted) attribute value.
    public static func attribute(_ string: String) -> String {
        escape(string)
    }

    private static func escape(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: needsEscaping) else { return string }
        var output = ""
        output.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            default:
                if isControl(scalar) { continue }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        case "\t", "\n": false
        default: isControl(scalar)
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
