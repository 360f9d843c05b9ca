/// A colour's code as products, stock and cart lines name it, e.g. `11`. Encodes as a string.
public struct ColorCode: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The code's text: one to eight ASCII letters or digits.
    public let rawValue: String

    /// Makes a colour code; `nil` unless `rawValue` is one to eight upper-case letters or digits.
    public init?(rawValue: String) {
        let count = rawValue.utf8.count
        guard count >= 1, count <= 8, AsciiCode.isUpperAlphanumeric(rawValue[...], count: count) else { return nil }
        self.rawValue = rawValue
    }

    /// Orders codes numerically when both are numbers, else by their text.
    public static func < (lhs: ColorCode, rhs: ColorCode) -> Bool {
        if let left = Int(lhs.rawValue), let right = Int(rhs.rawValue), left != right { return left < right }
        return lhs.rawValue < rhs.rawValue
    }

    /// The code's text.
    public var description: String { rawValue }
}
