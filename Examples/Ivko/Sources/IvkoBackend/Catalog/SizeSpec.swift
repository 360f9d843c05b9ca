/// A product's sizes as the export spells them: a letter range (`"XS-L"`), a `/`-separated list
/// (`"36/38/40"`), or no value for one-size items such as scarves, in any of the four empty
/// spellings (`""`, `null`, `"-"`, missing), with the stock listing their pieces under the size
/// `""` or `"-"` (API.md allows both; the samples show only `""`).
public enum SizeSpec: Sendable, Equatable {
    case range(from: String, to: String)
    case list([String])
    /// One size: `sizes` spelt as `spelling`, the stock's size label `stockLabel` (`""` or `"-"`).
    case oneSize(spelling: ExportText, stockLabel: String)

    /// A one-size product as the samples show it: `sizes` is `""`, and so is its stock's size.
    public static let none = SizeSpec.oneSize(spelling: .emptyString, stockLabel: "")

    /// The letter sizes a range runs over, smallest first.
    public static let letterLadder = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"]

    /// What the export sends in the `sizes` field.
    public var exportValue: ExportText {
        switch self {
        case .range(let from, let to): .text("\(from)-\(to)")
        case .list(let sizes): .text(sizes.joined(separator: "/"))
        case .oneSize(let spelling, _): spelling
        }
    }

    /// Every size the product comes in; a one-size product has the single size its stock uses.
    public var sizes: [String] {
        switch self {
        case .range(let from, let to):
            guard let start = Self.letterLadder.firstIndex(of: from),
                let end = Self.letterLadder.firstIndex(of: to), start <= end
            else { return [] }
            return Array(Self.letterLadder[start...end])
        case .list(let sizes): return sizes
        case .oneSize(_, let label): return [label]
        }
    }
}
