public import Foundation
import GRDB
import IvkoModel

/// One import of the product export into a `CatalogStore`, page by page.
///
/// Each `add(_:)` writes one page in one transaction into a staging table; the live catalog is
/// untouched until `finish()` replaces it in one transaction. An import that is abandoned (an
/// error, a cancelled task, the app quitting) leaves the previous catalog usable; the next import
/// clears what it left behind. Memory stays bounded by one page.
public struct CatalogImport: Sendable {
    /// The store being imported into.
    public let store: CatalogStore
    /// The active products written so far.
    public private(set) var productCount = 0
    /// The inactive products left out so far.
    public private(set) var inactiveCount = 0
    /// The unreadable records skipped so far.
    public private(set) var skippedCount = 0
    /// When the backend made the export, from its first page.
    public private(set) var exportedAt: Date?

    /// The writer's `wal_autocheckpoint` before the import, restored by `finish()` or `abandon()`.
    let checkpointPages: Int

    init(store: CatalogStore, checkpointPages: Int) {
        self.store = store
        self.checkpointPages = checkpointPages
    }

    /// Writes a converted page, in one transaction.
    public mutating func add(_ page: Converted<ProductExportPage>) async throws(StoreError) {
        try await add(PreparedExportPage(page, amounts: ProductRecord.AmountColumns()))
    }

    /// Writes a page whose rows are already made, in one transaction; only the positions are set here.
    mutating func add(_ prepared: PreparedExportPage) async throws(StoreError) {
        let page = prepared.page
        let rows = prepared.rows
        let firstPosition = productCount
        try await store.database.write("import page \(page.page)") { db in
            let statement = try db.cachedStatement(sql: ProductRecord.insertSQL(into: "stagedProduct"))
            defer { ProductRowInsert.finish(statement) }
            for (offset, row) in rows.enumerated() {
                try ProductRowInsert.run(statement, values: row, position: firstPosition + offset, in: db)
            }
        }
        productCount += rows.count
        inactiveCount += page.inactiveStyles.count
        skippedCount += page.skipped.count
        if exportedAt == nil { exportedAt = page.exportedAt }
    }

    /// Replaces the catalog's products with the imported ones and rebuilds the categories, in one
    /// transaction. Readers see the old catalog until it commits, and the new one after.
    ///
    /// The staging table becomes the product table by renaming (no copy); the product table's
    /// indexes are built afresh on it, and an empty staging table of the same shape is made.
    public func finish() async throws(StoreError) {
        let facts = (
            finishedAt: Date().timeIntervalSince1970, exportedAt: exportedAt?.timeIntervalSince1970,
            products: productCount, inactive: inactiveCount, skipped: skippedCount
        )
        let checkpointPages = checkpointPages
        try await store.database.write("finish import") { db in
            try StagingSwap.promoteStagedProducts(db)
            try db.execute(sql: "DELETE FROM category")
            try db.execute(
                sql: """
                    INSERT INTO category (id, name, position, productCount)
                    SELECT categoryID, categoryName, MIN(position), COUNT(*) FROM product
                    WHERE categoryID IS NOT NULL GROUP BY categoryID
                    """)
            try db.execute(
                sql: """
                    INSERT INTO catalogImport (id, finishedAt, exportedAt, productCount, inactiveCount, skippedCount)
                    VALUES (1, ?, ?, ?, ?, ?)
                    """,
                arguments: [facts.finishedAt, facts.exportedAt, facts.products, facts.inactive, facts.skipped]
            )
            // Checkpoints again from this commit on, so the log written by the import is folded in now.
            try db.execute(sql: "PRAGMA wal_autocheckpoint = \(checkpointPages)")
        }
    }

    /// Ends an import that will not be finished: the writer checkpoints its log again. The staged
    /// rows stay until the next `beginImport()`. Runs even when the calling task is cancelled.
    public func abandon() async {
        let store = store
        let checkpointPages = checkpointPages
        await Task {
            try? await store.database.write("abandon import") { db in
                try db.execute(sql: "PRAGMA wal_autocheckpoint = \(checkpointPages)")
            }
        }.value
    }
}

extension CatalogStore {
    /// Starts an import, clearing what an abandoned earlier import left in the staging table.
    ///
    /// Until the import's `finish()` or `abandon()`, the writer does not checkpoint its
    /// write-ahead log after each page (each checkpoint waits for the disk), so the log grows by
    /// the size of the import; end every import with one of the two.
    public func beginImport() async throws(StoreError) -> CatalogImport {
        let checkpointPages = try await database.write("begin import") { db in
            try db.execute(sql: "DELETE FROM stagedProduct")
            let pages = try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 1_000
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            return pages
        }
        return CatalogImport(store: self, checkpointPages: checkpointPages)
    }
}
