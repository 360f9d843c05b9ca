/// A promotion the push service announces (`event: promo`): a new slide, opening a product when
/// `style` is not empty. Pushed with `IvkoBackendServer.pushPromotion(_:to:)` or
/// `POST /ivko/push/admin/promotions` (the fixture's own path, not the shop's API).
public struct PushPromotion: Sendable, Equatable, Codable {
    /// The slide's id.
    public var slideId: String
    /// The title (may hold HTML entities, as the backend's texts do).
    public var title: String
    /// The text.
    public var text: String
    /// The promoted product's style code, or "" for none.
    public var style: String

    /// A promotion from its parts.
    public init(slideId: String, title: String, text: String, style: String = "") {
        self.slideId = slideId
        self.title = title
        self.text = text
        self.style = style
    }
}
