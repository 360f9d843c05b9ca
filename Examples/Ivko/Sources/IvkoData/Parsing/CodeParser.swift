import IvkoModel

/// Reads the backend's codes and code lists, forgiving case and spaces:
/// style codes (`"w26kd0112 "` → `W26KD0112`), colour codes (numbers are written with at least two
/// digits: `"7"` and `"007"` → `07`), and comma- or semicolon-separated lists of them.
enum CodeParser {
    /// A style code from trimmed text, or `nil` when it is not one.
    static func style<Text: StringProtocol>(_ text: Text) -> StyleCode? {
        if let code = StyleCode(rawValue: String(text)) { return code }
        return StyleCode(rawValue: text.uppercased())
    }

    /// A colour code from trimmed text, or `nil` when it is not one.
    static func color<Text: StringProtocol>(_ text: Text) -> ColorCode? {
        if AsciiDigits.areDigits(text.utf8), let number = AsciiDigits.value(of: text.utf8) {
            return ColorCode(rawValue: number < 10 ? "0\(number)" : String(number))
        }
        return ColorCode(rawValue: text.uppercased())
    }

    /// The non-empty, trimmed elements of a list separated by the ASCII `separator`
    /// (`"11, 31,,72"` → 11, 31, 72; an element `-` is empty too).
    static func list(_ text: String, separator: Unicode.Scalar) -> [String] {
        let separator = UInt8(truncatingIfNeeded: separator.value)
        return AsciiDigits.withBytes(of: text) { bytes in
            var elements: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
                let element = TextTrimming.trimmed(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                if !TextTrimming.isEmptyValue(element) { elements.append(element) }
                start = index + 1
            }
            return elements
        }
    }
}
