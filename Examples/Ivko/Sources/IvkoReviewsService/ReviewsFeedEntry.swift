/// One `<review>` of a feed, its values the service's text.
public struct ReviewsFeedEntry: Sendable, Hashable {
    /// The review's id; the service may list one twice.
    public var id: String?
    /// What kind of entry it is (`verified-buyer`, `customer`, `syndicated`, `question`, or one the
    /// contract does not list).
    public var kind: String?
    /// The rating: `"4,5"` on the feed's scale, `"9/10"`, or `"80%"`.
    public var score: String?
    /// Who wrote it.
    public var author: String?
    /// When: ISO 8601 (`2026-11-02T08:15:00Z`) or the shop's `02.11.2026`.
    public var submitted: String?
    /// The title, possibly with entities (`&amp;` written twice).
    public var title: String?
    /// The text, possibly HTML with entities.
    public var body: String?

    /// An entry from its values.
    public init(
        id: String? = nil, kind: String? = nil, score: String? = nil, author: String? = nil, submitted: String? = nil,
        title: String? = nil, body: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.score = score
        self.author = author
        self.submitted = submitted
        self.title = title
        self.body = body
    }
}
