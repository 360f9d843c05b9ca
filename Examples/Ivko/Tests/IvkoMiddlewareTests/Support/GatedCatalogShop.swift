import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel

/// A shop whose imports wait at a gate the test opens, so a test can start a second import (or a
/// background refresh) while the first is under way. It counts the import runs, writes its products
/// page by page with a progress report after each, and can fail on demand; its other calls are an
/// empty fake shop's.
final class GatedCatalogShop: RelayingShop, Sendable {
    let base: any ShopCalls = FakeShop()
    /// The progress listener of every import run so far.
    private let listeners = Locked<[@Sendable (CatalogImportProgress) -> Void]>([])
    /// What every import fails with once past the gate (nil: succeed).
    private let failure = Locked<ShopError?>(nil)

    /// Where every import run waits until the test opens it.
    let gate = Gate()
    /// How many import runs have begun.
    let runs = CountSignal()
    let products: [Product]
    let pageSize: Int

    init(products: [Product], pageSize: Int) {
        self.products = products
        self.pageSize = pageSize
    }

    var pageCount: Int { max(1, (products.count + pageSize - 1) / pageSize) }

    /// Makes every import from now on fail with `error` once past the gate (nil: succeed).
    func setFailure(_ error: ShopError?) { failure.withLock { $0 = error } }

    /// Hands every running import's progress listener a report of nothing done yet: a test repeats
    /// it until a listener that joined hears it, which proves the listener joined.
    func reportNothingDoneYet() {
        let current = listeners.withLock { $0 }
        let report = CatalogImportProgress(pagesDone: 0, pageCount: pageCount, productCount: 0, skippedCount: 0)
        for listener in current { listener(report) }
    }

    func importCatalog(
        into store: CatalogStore, pageSize _: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    )
        async throws(ShopError) -> CatalogImportFacts
    {
        listeners.withLock { $0.append(progress) }
        runs.raise()
        await gate.pass()
        if let failure = failure.withLock({ $0 }) { throw failure }
        do {
            var catalogImport = try await store.beginImport()
            for page in 1...pageCount {
                let slice = Array(products.dropFirst((page - 1) * pageSize).prefix(pageSize))
                try await catalogImport.add(Converted(ProductExportPage(products: slice, page: page, pageCount: pageCount)))
                progress(
                    CatalogImportProgress(
                        pagesDone: page, pageCount: pageCount, productCount: catalogImport.productCount, skippedCount: 0
                    ))
            }
            try await catalogImport.finish()
            guard let facts = try await store.lastImport() else { throw ShopError.storageFailure(reason: "no facts") }
            return facts
        } catch let error as StoreError {
            throw ShopError(error)
        } catch let error as ShopError {
            throw error
        } catch {
            throw .storageFailure(reason: "\(error)")
        }
    }
}

/// Progress reports collected in the order they were heard, from any thread.
final class HeardProgress: Sendable {
    private let heard = Locked<[CatalogImportStatus]>([])

    var reports: [CatalogImportStatus] { heard.withLock { $0 } }

    /// The listener to hand `importProducts(progress:)`.
    var listener: @Sendable (CatalogImportStatus) -> Void {
        { status in self.heard.withLock { $0.append(status) } }
    }
}
