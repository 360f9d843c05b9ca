public import IvkoModel

/// What Home shows, the reply to `CatalogLoadHome`: the current season and its themes, the
/// promotions (their pictures arrive later), the categories, and how many products each category
/// has (empty when the counts are not known).
public struct HomeContent: Hashable, Sendable {
    /// The promotions, in the shop's order.
    public var slides: [PromoSlide]
    /// The categories.
    public var categories: [Category]
    /// The number of products per category, when the catalog's import counted them.
    public var productCounts: [CategoryID: Int]
    /// The season the shop sells now, with its themes; `nil` when the catalog names none.
    public var season: Season?

    /// Home's content.
    public init(slides: [PromoSlide], categories: [Category], productCounts: [CategoryID: Int] = [:], season: Season? = nil) {
        self.slides = slides
        self.categories = categories
        self.productCounts = productCounts
        self.season = season
    }
}
