import IvkoModel

/// Reads the backend's codes and code lists, forgiving case and spaces:
/// style codes (`"w26kd0112 "` → `W26KD0112`), colour codes (numbers are written with at least two
/// digits: `"7"` and `"007"` → `07`), and comma- or semicolon-separated lists of them.
enum CodeParser {
    /// A style code from trimmed text, or `nil` when it is not one.
    static func style(_ text: String) -> StyleCode? {
        StyleCode(rawValue: text.uppercased())
    }

    /// A colour code from trimmed text, or `nil` when it is not one.
    static func color(_ text: String) -> ColorCode? {
        if AsciiDigits.areDigits(text.utf8), let number = AsciiDigits.value(of: text.utf8) {
            return ColorCode(rawValue: number < 10 ? "0\(number)" : String(number))
        }
        return ColorCode(rawValue: text.uppercased())
    }

    /// The non-empty, trimmed elements of a `separator`-separated list (`"11, 31,,72"` → 11, 31, 72).
    static func list(_ text: String, separator: Character) -> [String] {
        text.split(separator: separator).compactMap { part in
            let trimmed = TextTrimming.trimmed(String(part))
            return TextTrimming.isEmptyValue(trimmed) ? nil : trimmed
        }
    }
}
