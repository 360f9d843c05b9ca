public import Foundation

/// What the last finished catalog import wrote.
public struct CatalogImportFacts: Hashable, Sendable {
    /// When the import finished.
    public var finishedAt: Date
    /// When the backend made the export, if it said.
    public var exportedAt: Date?
    /// The active products imported.
    public var productCount: Int
    /// The inactive products left out.
    public var inactiveCount: Int
    /// The unreadable records skipped.
    public var skippedCount: Int

    /// Makes import facts.
    public init(finishedAt: Date, exportedAt: Date?, productCount: Int, inactiveCount: Int, skippedCount: Int) {
        self.finishedAt = finishedAt
        self.exportedAt = exportedAt
        self.productCount = productCount
        self.inactiveCount = inactiveCount
        self.skippedCount = skippedCount
    }
}
