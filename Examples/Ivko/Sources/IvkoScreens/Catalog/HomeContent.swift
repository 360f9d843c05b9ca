public import IvkoModel

/// What Home shows, the reply to `CatalogLoadHome`: the promotions (their pictures arrive later),
/// the categories, and how many products each category has (empty when the counts are not known).
public struct HomeContent: Hashable, Sendable {
    /// The promotions, in the shop's order.
    public var slides: [PromoSlide]
    /// The categories.
    public var categories: [Category]
    /// The number of products per category, when the catalog's import counted them.
    public var productCounts: [CategoryID: Int]

    /// Home's content.
    public init(slides: [PromoSlide], categories: [Category], productCounts: [CategoryID: Int] = [:]) {
        self.slides = slides
        self.categories = categories
        self.productCounts = productCounts
    }
}
