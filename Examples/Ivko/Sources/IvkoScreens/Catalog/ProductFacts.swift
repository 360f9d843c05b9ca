public import IvkoModel

/// What a product page shows from the catalog, the reply to `CatalogLoadProduct`: the product
/// (`nil` when the catalog does not have it) and the table that names its colours.
public struct ProductFacts: Hashable, Sendable {
    /// The product, if the catalog has it.
    public var product: Product?
    /// The colour names.
    public var colors: ColorTable
    /// The sizes the page offers in each colour before the stock is known (a product whose catalog
    /// lists no sizes offers them only with its stock).
    public var sizes: [ColorCode: [Size]]

    /// A product's facts.
    public init(product: Product?, colors: ColorTable, sizes: [ColorCode: [Size]] = [:]) {
        self.product = product
        self.colors = colors
        self.sizes = sizes
    }
}
