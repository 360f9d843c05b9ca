/// A season's code: three upper-case letters or digits, e.g. `W26`. Encodes as a string.
public struct SeasonCode: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The code's text.
    public let rawValue: String

    /// Makes a season code; `nil` unless `rawValue` is exactly three upper-case letters or digits.
    public init?(rawValue: String) {
        guard AsciiCode.isUpperAlphanumeric(rawValue[...], count: 3) else { return nil }
        self.rawValue = rawValue
    }

    /// Wraps text already known to be a valid code (part of a validated style code).
    init(validated rawValue: String) {
        self.rawValue = rawValue
    }

    /// Orders codes by their text.
    public static func < (lhs: SeasonCode, rhs: SeasonCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The code's text.
    public var description: String { rawValue }
}
