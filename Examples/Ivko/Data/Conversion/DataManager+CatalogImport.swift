public import IvkoService
import Logging

extension DataManager {
    /// Imports the whole product export into `store`, one page at a time: fetches page 1, 2, …
    /// with `fetchPage` (the API wrapper's `products.json?page=P` call), converts each with
    /// `productPage(fromProducts:)` and writes it in its own transaction; replaces the catalog when
    /// the last page is written.
    ///
    /// The import is a pipeline: while page N is written (on the database's writer), pages N+1
    /// to N+3 are fetched and converted in child tasks, so that parsing, converting and writing
    /// use all cores. Pages are requested in order (started in order; up to three may be in flight
    /// at once), written and reported strictly in order, and at most four are in memory.
    ///
    /// If fetching, converting or writing a page fails, or the task is cancelled, the import stops
    /// (the page being fetched ahead is cancelled) and the previous catalog stays as it was.
    /// - Returns: what was imported.
    /// - Throws: the error of `fetchPage`, a `DataError`, a `StoreError`, or `CancellationError`.
    public func importCatalog(
        into store: CatalogStore,
        progress: @Sendable (CatalogImportProgress) -> Void = { _ in },
        fetchPage: @escaping @Sendable (_ page: Int) async throws -> JSONValue
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
        fetchPage: @escaping @Sendable (_ page: Int) async throws -> JSONValue
    ) async throws -> CatalogImportFacts {
        var catalogImport = try await store.beginImport()
        do {
            return try await importPages(into: &catalogImport, progress: progress, fetchPage: fetchPage)
        } catch {
            await catalogImport.abandon()
            throw error
        }
    }

    private func importPages(
        into catalogImport: inout CatalogImport,
        progress: @Sendable (CatalogImportProgress) -> Void,
        fetchPage: @escaping @Sendable (_ page: Int) async throws -> JSONValue
    ) async throws -> CatalogImportFacts {
        let store = catalogImport.store
        let first = try await loadPage(1, fetchPage)
        let pageCount = max(1, first.page.pageCount)
        try await withThrowingTaskGroup(of: (Int, PreparedProductPage).self) { group in
            var loaded = [1: first]
            var nextToFetch = 2
            for number in 1...pageCount {
                while nextToFetch <= min(pageCount, number + Self.pagesAhead) {
                    let fetching = nextToFetch
                    group.addTask { (fetching, try await loadPage(fetching, fetchPage)) }
                    nextToFetch += 1
                }
                while loaded[number] == nil, let fetched = try await group.next() {
                    loaded[fetched.0] = fetched.1
                }
                guard let page = loaded.removeValue(forKey: number) else {
                    throw StoreError.failed(operation: "import page \(number)", reason: "the page was never fetched")
                }
                try Task.checkCancellation()
                try await catalogImport.add(page)
                progress(CatalogImportProgress(
                    pagesDone: number, pageCount: pageCount,
                    productCount: catalogImport.productCount, skippedCount: catalogImport.skippedCount
                ))
            }
        }
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

    /// How many pages past the one being written are fetched and converted meanwhile: three keep
    /// two cores busy while the writer waits for the next page in order (two left a core idle).
    static let pagesAhead = 3

    /// Fetches and converts page `number` and makes its rows: the first stage of the pipeline.
    private func loadPage(
        _ number: Int, _ fetchPage: @Sendable (_ page: Int) async throws -> JSONValue
    ) async throws -> PreparedProductPage {
        try Task.checkCancellation()
        return PreparedProductPage(try productPage(fromProducts: try await fetchPage(number)))
    }
}
