/// A slide of the home screen's promotion carousel, promoting one product.
public struct Promotion: Hashable, Sendable, Codable {
    /// The style of the promoted product.
    public var style: StyleCode
    /// The headline, as plain text.
    public var title: String
    /// The line under the headline, as plain text; `nil` when there is none.
    public var subtitle: String?
    /// The slide's image.
    public var image: AssetPath?
    /// The first day the slide may be shown; `nil` for no start.
    public var firstDay: CalendarDay?
    /// The last day the slide may be shown; `nil` for no end.
    public var lastDay: CalendarDay?
    /// The display position; lower first.
    public var order: Int

    /// Makes a promotion.
    public init(
        style: StyleCode, title: String, subtitle: String? = nil, image: AssetPath? = nil,
        firstDay: CalendarDay? = nil, lastDay: CalendarDay? = nil, order: Int = 0
    ) {
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.order = order
    }

    /// Whether the slide may be shown on `day` (its first and last days included).
    public func isShown(on day: CalendarDay) -> Bool {
        if let firstDay, day < firstDay { return false }
        if let lastDay, day > lastDay { return false }
        return true
    }
}
