/// A product's style code: season (3) + theme (2) + number (4 digits), e.g. `W26KD0112`.
///
/// The product's season and theme are part of the code, not separate facts. Encodes as a string.
public struct StyleCode: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The code's text, nine upper-case characters.
    public let rawValue: String
    /// The theme the style belongs to (its first five characters).
    public let theme: ThemeID

    /// Makes a style code; `nil` unless `rawValue` has the shape `SSSTT9999` in upper case.
    public init?(rawValue: String) {
        let utf8 = rawValue.utf8
        guard utf8.count == 9, utf8.suffix(4).allSatisfy(AsciiCode.isDigit),
              let theme = ThemeID(rawValue: String(rawValue.prefix(5)))
        else { return nil }
        self.rawValue = rawValue
        self.theme = theme
    }

    /// The season the style belongs to.
    public var season: SeasonCode { theme.season }

    /// The style's four-digit number within its theme, e.g. `0112`.
    public var number: String { String(rawValue.suffix(4)) }

    /// Two codes are equal when their text is.
    public static func == (lhs: StyleCode, rhs: StyleCode) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the code's text.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Orders codes by their text.
    public static func < (lhs: StyleCode, rhs: StyleCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The code's text.
    public var description: String { rawValue }
}
