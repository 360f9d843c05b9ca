/// A product's sizes as the export spells them: a letter range (`"XS-L"`), a `/`-separated list
/// (`"36/38/40"`), or no value (`""`, for one-size items such as scarves).
public enum SizeSpec: Sendable, Equatable {
    case range(from: String, to: String)
    case list([String])
    case none

    /// The letter sizes a range runs over, smallest first.
    public static let letterLadder = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"]

    /// The text sent in the export's `sizes` field.
    public var exportText: String {
        switch self {
        case .range(let from, let to): "\(from)-\(to)"
        case .list(let sizes): sizes.joined(separator: "/")
        case .none: ""
        }
    }

    /// Every size the product comes in; a one-size product has the single size `""`.
    public var sizes: [String] {
        switch self {
        case .range(let from, let to):
            guard let start = Self.letterLadder.firstIndex(of: from),
                let end = Self.letterLadder.firstIndex(of: to), start <= end
            else { return [] }
            return Array(Self.letterLadder[start...end])
        case .list(let sizes): return sizes
        case .none: return [""]
        }
    }
}
