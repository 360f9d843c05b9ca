/// How far a catalog import has come, reported after each page.
public struct CatalogImportProgress: Hashable, Sendable {
    /// The pages written so far.
    public var pagesDone: Int
    /// The pages the export has (known after the first page).
    public var pageCount: Int
    /// The active products written so far.
    public var productCount: Int
    /// The unreadable records skipped so far.
    public var skippedCount: Int

    /// Makes a progress report.
    public init(pagesDone: Int, pageCount: Int, productCount: Int, skippedCount: Int) {
        self.pagesDone = pagesDone
        self.pageCount = pageCount
        self.productCount = productCount
        self.skippedCount = skippedCount
    }

    /// The share of pages done, 0…1.
    public var fractionCompleted: Double {
        pageCount == 0 ? 0 : Double(pagesDone) / Double(pageCount)
    }
}
