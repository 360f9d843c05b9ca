/// A product's style code: season (3) + theme (2) + number (4 digits), e.g. `W26KD0112`.
///
/// The product's season and theme are part of the code, not separate facts. Encodes as a string.
public struct StyleCode: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The code's text, nine upper-case characters.
    public let rawValue: String

    /// Makes a style code; `nil` unless `rawValue` has the shape `SSSTT9999` (upper-case letters or
    /// digits, then four digits).
    public init?(rawValue: String) {
        var text = rawValue
        let isValid = text.withUTF8 { bytes in
            bytes.count == 9
                && bytes[..<5].allSatisfy { AsciiCode.isUpperLetter($0) || AsciiCode.isDigit($0) }
                && bytes[5...].allSatisfy(AsciiCode.isDigit)
        }
        guard isValid else { return nil }
        self.rawValue = rawValue
    }

    /// The season the style belongs to (its first three characters).
    public var season: SeasonCode { SeasonCode(validated: String(rawValue.prefix(3))) }

    /// The theme the style belongs to (its first five characters).
    public var theme: ThemeID { ThemeID(season: season, validatedCode: String(rawValue.dropFirst(3).prefix(2))) }

    /// The style's four-digit number within its theme, e.g. `0112`.
    public var number: String { String(rawValue.suffix(4)) }

    /// Orders codes by their text.
    public static func < (lhs: StyleCode, rhs: StyleCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The code's text.
    public var description: String { rawValue }
}
