import Foundation
import IvkoService
import Logging
public import IvkoModel

/// Imports the whole product export into a `CatalogStore`, page by page, while the previous
/// catalog stays readable and is replaced only when the last page is in.
///
/// The import is a pipeline: while page N is written (on the database's single writer), pages
/// N+1 to N+`pagesAhead` (or more, as many as the connection serves at once: `parallelPages`) are
/// fetched, read and converted in child tasks, so that parsing, converting and writing use all cores
/// and a slow connection is used in parallel. Pages are requested in order, written and reported
/// strictly in order, and at most one more than the pages ahead are in memory.
/// If fetching, reading, converting or writing a page fails, or the task is cancelled, the import
/// stops (the pages being fetched ahead are cancelled) and the previous catalog stays as it was.
///
/// It pairs the `ResponseConverter`'s conversion of one page with the store's import; the converter
/// itself knows nothing of pages following one another.
public struct CatalogImporter: Sendable {
    /// The converter of each page.
    public let converter: ResponseConverter

    /// How many pages past the one being written are fetched and converted meanwhile: three keep
    /// two cores busy while the writer waits for the next page in order (two left a core idle).
    public static let pagesAhead = 3

    /// How many requests the connection serves at once now, asked before each page is written: the
    /// importer keeps that many pages in flight (never fewer than `pagesAhead`), so a high-latency
    /// connection whose network session allows more parallel requests is used in parallel.
    public let parallelPages: @Sendable () async -> Int

    /// An importer converting with `converter`, keeping `parallelPages()` pages in flight (at least
    /// `pagesAhead`; by default exactly that).
    public init(converter: ResponseConverter = ResponseConverter(), parallelPages: @escaping @Sendable () async -> Int = { pagesAhead }) {
        self.converter = converter
        self.parallelPages = parallelPages
    }

    /// Imports the export whose pages `fetchPage` delivers as the backend's raw bodies (page 1,
    /// 2, … until the `pages` the first one names). Each body is read like an answer of
    /// `IvkoEndpoint.products`: refused unparsed when over its size limits, parsed, the backend's
    /// error answer thrown as its error; its records are converted straight from the parsed tree.
    /// - Returns: what was imported.
    public func importCatalog(
        into store: CatalogStore,
        progress: @Sendable (CatalogImportProgress) -> Void = { _ in },
        fetchPage: @escaping @Sendable (_ page: Int) async throws(ShopError) -> RawExportPage
    ) async throws(CatalogImportError) -> CatalogImportFacts {
        try await importCatalog(
            into: store, progress: progress,
            fetchParsed: { number throws(ShopError) -> JSONTree in
                let raw = try await fetchPage(number)
                do throws(IvkoServiceError) {
                    return try IvkoEndpoint.products(page: number).tree(fromBody: raw.body)
                } catch {
                    throw ShopError(error)
                }
            })
    }

    /// Imports the export whose pages `fetchPage` delivers parsed: as the API wrapper's unconverted
    /// `tree(_:)` (each record then converted member by member as it is read), or as `JSONValue`.
    func importCatalog<Page: ParsedProductPage>(
        into store: CatalogStore,
        progress: @Sendable (CatalogImportProgress) -> Void = { _ in },
        fetchParsed fetchPage: @escaping @Sendable (_ page: Int) async throws(ShopError) -> Page
    ) async throws(CatalogImportError) -> CatalogImportFacts {
        let converter = converter
        let amounts = ProductRecord.AmountColumns()
        let loadPage: PageLoader = { number in
            guard !Task.isCancelled else { return .failure(.cancelled) }
            let page: Page
            do throws(ShopError) {
                page = try await fetchPage(number)
            } catch {
                return .failure(error == .cancelled || Task.isCancelled ? .cancelled : .page(number, error))
            }
            do throws(DataError) {
                return .success(PreparedExportPage(try page.converted(by: converter), amounts: amounts))
            } catch {
                return .failure(.conversion(page: number, error))
            }
        }
        return try await importCatalog(into: store, progress: progress, loadPage: loadPage)
    }

    private func importCatalog(
        into store: CatalogStore, progress: @Sendable (CatalogImportProgress) -> Void, loadPage: @escaping PageLoader
    ) async throws(CatalogImportError) -> CatalogImportFacts {
        var catalogImport: CatalogImport
        do throws(StoreError) {
            catalogImport = try await store.beginImport()
        } catch {
            throw Self.importError(error)
        }
        do throws(CatalogImportError) {
            return try await importPages(into: &catalogImport, progress: progress, loadPage: loadPage)
        } catch {
            await catalogImport.abandon()
            throw Task.isCancelled ? .cancelled : error
        }
    }

    /// Fetches, reads and converts one page and makes its rows: the first step of the pipeline.
    private typealias PageLoader = @Sendable (_ page: Int) async -> Result<PreparedExportPage, CatalogImportError>

    private func importPages(
        into catalogImport: inout CatalogImport,
        progress: @Sendable (CatalogImportProgress) -> Void,
        loadPage: @escaping PageLoader
    ) async throws(CatalogImportError) -> CatalogImportFacts {
        let store = catalogImport.store
        let first = try await loadPage(1).get()
        let pageCount = max(1, first.page.pageCount)
        let written: Result<Void, CatalogImportError> = await withTaskGroup(
            of: (Int, Result<PreparedExportPage, CatalogImportError>).self
        ) { group in
            var loaded = [1: Result<PreparedExportPage, CatalogImportError>.success(first)]
            var nextToFetch = 2
            for number in 1...pageCount {
                let ahead = max(Self.pagesAhead, await parallelPages())
                while nextToFetch <= min(pageCount, number + ahead) {
                    let fetching = nextToFetch
                    group.addTask { (fetching, await loadPage(fetching)) }
                    nextToFetch += 1
                }
                while loaded[number] == nil, let fetched = await group.next() {
                    loaded[fetched.0] = fetched.1
                }
                let page: PreparedExportPage
                do throws(CatalogImportError) {
                    guard let result = loaded.removeValue(forKey: number) else {
                        throw .store(.failed(operation: "import page \(number)", reason: "the page was never fetched"))
                    }
                    page = try result.get()
                    guard !Task.isCancelled else { throw .cancelled }
                    do throws(StoreError) {
                        try await catalogImport.add(page)
                    } catch {
                        throw Self.importError(error)
                    }
                } catch {
                    group.cancelAll()
                    return .failure(error)
                }
                progress(
                    CatalogImportProgress(
                        pagesDone: number, pageCount: pageCount,
                        productCount: catalogImport.productCount, skippedCount: catalogImport.skippedCount
                    ))
            }
            return .success(())
        }
        try written.get()
        guard !Task.isCancelled else { throw .cancelled }
        do throws(StoreError) {
            try await catalogImport.finish()
            converter.logger.info(
                "Imported the catalog",
                metadata: [
                    "products": "\(catalogImport.productCount)", "inactive": "\(catalogImport.inactiveCount)",
                    "skipped": "\(catalogImport.skippedCount)", "pages": "\(pageCount)",
                ]
            )
            guard let facts = try await store.importFacts() else {
                throw StoreError.failed(operation: "finish import", reason: "the import facts were not written")
            }
            return facts
        } catch {
            throw Self.importError(error)
        }
    }

    /// The import error for a store error: a cancelled write is a cancelled import.
    private static func importError(_ error: StoreError) -> CatalogImportError {
        error == .cancelled ? .cancelled : .store(error)
    }
}

/// A page of the export as a fetcher delivers it, parsed: the unconverted tree or `JSONValue`.
protocol ParsedProductPage: Sendable {
    /// The page converted by `converter`.
    func converted(by converter: ResponseConverter) throws(DataError) -> Converted<ProductExportPage>
}

extension JSONTree: ParsedProductPage {
    func converted(by converter: ResponseConverter) throws(DataError) -> Converted<ProductExportPage> {
        try converter.productPage(fromTree: self)
    }
}

extension JSONValue: ParsedProductPage {
    func converted(by converter: ResponseConverter) throws(DataError) -> Converted<ProductExportPage> {
        try converter.productPage(fromProducts: self)
    }
}
