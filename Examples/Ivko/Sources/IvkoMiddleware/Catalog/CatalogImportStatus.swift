/// How far an import of the product export has come, for a progress screen.
public struct CatalogImportStatus: Hashable, Sendable {
    /// The active products written so far.
    public var productCount: Int
    /// The share of the export's pages done, 0…1.
    public var fractionCompleted: Double

    /// A report of `productCount` products at `fractionCompleted`.
    public init(productCount: Int, fractionCompleted: Double) {
        self.productCount = productCount
        self.fractionCompleted = fractionCompleted
    }
}
