import IvkoService

extension DataManager {
    /// Imports the whole product export into `store`, one page at a time: fetches page 1, 2, …
    /// with `fetchPage` (the API wrapper's `products.json?page=P` call), converts each with
    /// `productPage(fromProducts:)` and writes it in its own transaction; replaces the catalog when
    /// the last page is written. Only one page is in memory at a time.
    ///
    /// If fetching, converting or writing a page fails, or the task is cancelled, the import stops
    /// and the previous catalog stays as it was.
    /// - Returns: what was imported.
    /// - Throws: the error of `fetchPage`, a `DataError`, a `StoreError`, or `CancellationError`.
    public func importCatalog(
        into store: CatalogStore,
        progress: @Sendable (CatalogImportProgress) -> Void = { _ in },
        fetchPage: (_ page: Int) async throws -> JSONValue
    ) async throws -> CatalogImportFacts {
        do {
            return try await importPages(into: store, progress: progress, fetchPage: fetchPage)
        } catch StoreError.cancelled {
            throw CancellationError()
        }
    }

    private func importPages(
        into store: CatalogStore,
        progress: @Sendable (CatalogImportProgress) -> Void,
        fetchPage: (_ page: Int) async throws -> JSONValue
    ) async throws -> CatalogImportFacts {
        var catalogImport = try await store.beginImport()
        var pageNumber = 1
        var pageCount = 1
        repeat {
            try Task.checkCancellation()
            let page = try productPage(fromProducts: try await fetchPage(pageNumber))
            try await catalogImport.add(page)
            if pageNumber == 1 { pageCount = max(1, page.pageCount) }
            progress(CatalogImportProgress(
                pagesDone: pageNumber, pageCount: pageCount,
                productCount: catalogImport.productCount, skippedCount: catalogImport.skippedCount
            ))
            pageNumber += 1
        } while pageNumber <= pageCount
        try Task.checkCancellation()
        try await catalogImport.finish()
        logger.info(
            "Imported the catalog",
            metadata: [
                "products": "\(catalogImport.productCount)", "inactive": "\(catalogImport.inactiveCount)",
                "skipped": "\(catalogImport.skippedCount)", "pages": "\(pageCount)",
            ]
        )
        guard let facts = try await store.lastImport() else {
            throw StoreError.failed(operation: "finish import", reason: "the import facts were not written")
        }
        return facts
    }
}
