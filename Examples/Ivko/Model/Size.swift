/// A garment size such as `M` or `38`, ordered the way a size chart reads.
///
/// Letter sizes (`XXS` … `XXXL`) come first, in chart order; then numeric sizes by value
/// (`36` < `38` < `40`); then any other label, alphabetically. Encodes as its label.
public struct Size: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The letter sizes in chart order, as the backend's size ranges run over them.
    public static let letterSizes: [Size] = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"].map(Size.init(label:))

    /// The size's label, e.g. `M` or `38`.
    public let rawValue: String

    /// Makes a size from its label; `nil` when the label is empty.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    private init(label: String) {
        rawValue = label
    }

    /// The position of a letter size in `letterSizes`, or `nil` for any other size.
    public var letterIndex: Int? {
        Size.letterSizes.firstIndex { $0.rawValue == rawValue }
    }

    /// The size's value when its label is a number, e.g. `38`.
    public var numericValue: Double? {
        Double(rawValue)
    }

    /// Orders sizes as a size chart does (letters, then numbers, then other labels).
    public static func < (lhs: Size, rhs: Size) -> Bool {
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

    /// The size's label.
    public var description: String { rawValue }
}
