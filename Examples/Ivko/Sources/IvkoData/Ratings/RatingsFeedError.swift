/// Why a ratings feed cannot be read as the model at all (a review that cannot be read is only
/// left out). The product page then shows its ratings as not available.
public enum RatingsFeedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The feed is about another product than the one asked for.
    case otherProduct(asked: String, found: String)
    /// The feed's `scale` is not a whole number from 1 to 100, so none of its plain numbers means anything.
    case unreadableScale(String)

    /// A one-line explanation for logs.
    public var description: String {
        switch self {
        case .otherProduct(let asked, let found): "the ratings feed for \(asked) is about \(found)"
        case .unreadableScale(let scale): "the ratings feed's scale \(scale.debugDescription) is not a number from 1 to 100"
        }
    }
}
