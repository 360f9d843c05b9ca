public import IvkoModel

/// The catalog's categories with their product counts: the reply to `CatalogLoadCategories`, what
/// the category column beside the catalog shows on a wide screen.
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
