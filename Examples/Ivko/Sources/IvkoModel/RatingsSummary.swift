/// A product's ratings: the average on a scale of 5, how many ratings there are in all, and the
/// reviews the service listed, newest first.
public struct RatingsSummary: Hashable, Sendable {
    /// The scale every score is on.
    public static let scale = 5.0

    /// The average score, 0 … 5 (one decimal); `nil` when nobody rated the product.
    public var average: Double?
    /// How many ratings the product has in all (at least the reviews listed).
    public var count: Int
    /// Some of the reviews, newest first.
    public var reviews: [Review]

    /// A summary; the average is kept within 0 … 5 and the count at least the reviews given.
    public init(average: Double?, count: Int, reviews: [Review] = []) {
        self.average = average.map { min(max($0, 0), Self.scale) }
        self.count = max(count, reviews.count, 0)
        self.reviews = reviews
    }

    /// A product nobody has rated yet.
    public static let none = RatingsSummary(average: nil, count: 0)
}
