/// One customer's review of a product, as a product page shows it.
public struct Review: Hashable, Sendable {
    /// The ratings service's id of the review.
    public var id: String
    /// The score, 0 … 5.
    public var score: Double
    /// Who wrote it, when the service says.
    public var author: String?
    /// When it was written, when the service says in a way that can be read.
    public var day: CalendarDay?
    /// The title, plain text.
    public var title: String?
    /// The text, plain text (may be empty when the review is a score and a title).
    public var text: String
    /// Whether the service vouches the reviewer bought the product.
    public var isVerifiedPurchase: Bool

    /// A review; the score is kept within 0 … 5.
    public init(
        id: String, score: Double, author: String? = nil, day: CalendarDay? = nil, title: String? = nil, text: String = "",
        isVerifiedPurchase: Bool = false
    ) {
        self.id = id
        self.score = min(max(score, 0), RatingsSummary.scale)
        self.author = author
        self.day = day
        self.title = title
        self.text = text
        self.isVerifiedPurchase = isVerifiedPurchase
    }
}
