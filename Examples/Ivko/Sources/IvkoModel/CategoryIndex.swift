/// The catalog's categories with their product counts, as the catalog manager answers them: what
/// Home and the category column beside the catalog show.
public struct CategoryIndex: Hashable, Sendable {
    /// The categories, in the shop's order.
    public var categories: [Category]
    /// The number of products per category, when the catalog's import counted them.
    public var productCounts: [CategoryID: Int]

    /// The categories and their counts.
    public init(categories: [Category], productCounts: [CategoryID: Int] = [:]) {
        self.categories = categories
        self.productCounts = productCounts
    }
}
