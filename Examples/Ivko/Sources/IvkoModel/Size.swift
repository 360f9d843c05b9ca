/// A garment size such as `M` or `38`, ordered the way a size chart reads, or the one size of a
/// one-size product (a scarf, a belt).
///
/// Letter sizes (`XXS` … `XXXL`) come first, in chart order; then numeric sizes by value
/// (`36` < `38` < `40`); then any other label, alphabetically; the one size last. Encodes as its
/// label. The one size keeps the label the shop's stock gave it (`""` or `"-"`), because the shop
/// accepts a cart line only with the size its stock used.
public struct Size: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The letter sizes in chart order, as the backend's size ranges run over them.
    public static let letterSizes: [Size] = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"].map(Size.init(label:))

    /// The size's label, e.g. `M` or `38`.
    public let rawValue: String

    /// The one size of a one-size product under the label the shop's stock gave it: `""`
    /// (the default) or `"-"`.
    public static func oneSize(label: String = "") -> Size {
        Size(label: isOneSizeLabel(label) ? label : "")
    }

    /// Makes a size from its label; an empty label or `"-"` (either with spaces around) is the
    /// one size. Never `nil`: every label the shop sends names a size.
    public init?(rawValue: String) {
        self.rawValue = rawValue
    }

    private init(label: String) {
        rawValue = label
    }

    /// Whether this is the one size of a one-size product (no size to choose).
    public var isOneSize: Bool { Self.isOneSizeLabel(rawValue) }

    /// The size as the screens name it: its label, or "One size".
    public var displayName: String { isOneSize ? "One size" : rawValue }

    private static func isOneSizeLabel(_ label: String) -> Bool {
        let trimmed = label.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
        return trimmed.isEmpty || (trimmed.count == 1 && trimmed.first == "-")
    }

    /// The position of a letter size in `letterSizes`, or `nil` for any other size.
    public var letterIndex: Int? {
        Size.letterSizes.firstIndex { $0.rawValue == rawValue }
    }

    /// The size's value when its label is a number, e.g. `38`.
    public var numericValue: Double? {
        Double(rawValue)
    }

    /// Orders sizes as a size chart does (letters, then numbers, then other labels, then the one size).
    public static func < (lhs: Size, rhs: Size) -> Bool {
        if lhs.isOneSize != rhs.isOneSize { return rhs.isOneSize }
        switch (lhs.letterIndex, rhs.letterIndex) {
        case let (left?, right?): return left < right
        case (.some, .none): return true
        case (.none, .some): return false
        case (.none, .none): break
        }
        switch (lhs.numericValue, rhs.numericValue) {
        case let (left?, right?) where left != right: return left < right
        case (.some, .none): return true
        case (.none, .some): return false
        default: return lhs.rawValue < rhs.rawValue
        }
    }

    /// The size's label (`""` or `"-"` for the one size).
    public var description: String { rawValue }
}
