/// A theme's full id: its season's code followed by the theme's own two-character code, e.g. `W26KD`.
/// Encodes as a string.
public struct ThemeID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The season the theme belongs to.
    public let season: SeasonCode
    /// The theme's two-character code within its season, e.g. `KD`.
    public let code: String

    /// Makes a theme id; `nil` unless `code` is exactly two upper-case letters or digits.
    public init?(season: SeasonCode, code: String) {
        guard AsciiCode.isUpperAlphanumeric(code[...], count: 2) else { return nil }
        self.season = season
        self.code = code
    }

    /// Makes an id from a code already known to be valid (part of a validated style code).
    init(season: SeasonCode, validatedCode code: String) {
        self.season = season
        self.code = code
    }

    /// Parses a full id such as `W26KD`; `nil` unless it is five upper-case letters or digits.
    public init?(rawValue: String) {
        guard rawValue.utf8.count == 5, let season = SeasonCode(rawValue: String(rawValue.prefix(3))) else {
            return nil
        }
        self.init(season: season, code: String(rawValue.suffix(2)))
    }

    /// The full id's text, e.g. `W26KD`.
    public var rawValue: String { season.rawValue + code }

    /// Orders ids by season, then theme code.
    public static func < (lhs: ThemeID, rhs: ThemeID) -> Bool {
        (lhs.season.rawValue, lhs.code) < (rhs.season.rawValue, rhs.code)
    }

    /// The full id's text.
    public var description: String { rawValue }
}
