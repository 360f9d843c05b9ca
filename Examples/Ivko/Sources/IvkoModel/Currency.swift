/// A currency's ISO 4217 code, e.g. `EUR`. Encodes as a string.
public struct Currency: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The euro, the shop's currency.
    public static let euro = Currency(code: "EUR")

    /// The three-letter code.
    public let rawValue: String

    /// Makes a currency; `nil` unless `rawValue` is three upper-case ASCII letters.
    public init?(rawValue: String) {
        guard rawValue.utf8.count == 3, rawValue.utf8.allSatisfy(AsciiCode.isUpperLetter) else { return nil }
        self.rawValue = rawValue
    }

    private init(code: String) {
        rawValue = code
    }

    /// The three-letter code.
    public var description: String { rawValue }
}
