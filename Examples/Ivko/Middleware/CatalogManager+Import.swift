import Foundation
import IvkoData
import IvkoModel

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

extension CatalogManager {
    /// Whether the local catalog holds an imported product export (it does not until the first
    /// import succeeds), so a screen can tell an empty shop from one never loaded.
    public func hasProducts() async -> Bool {
        (try? await store.lastImport()) != nil
    }

    /// Imports the product export now, reporting `progress` after every page, and tells `changes()`
    /// observers. A failure keeps the previous catalog and is thrown. An import already under way
    /// (the background refresh's) is joined, never run twice at once.
    /// - Returns: the active products imported.
    @discardableResult
    public func importProducts(progress: @escaping @Sendable (CatalogImportStatus) -> Void = { _ in }) async throws(ShopError) -> Int {
        let count = try await runProductImport(progress: progress)
        broadcast.send(.products)
        return count
    }

    /// Runs the product import, or joins the one under way; records when it succeeded.
    func runProductImport(progress: @escaping @Sendable (CatalogImportStatus) -> Void) async throws(ShopError) -> Int {
        let running: RunningProductImport
        if let current = productImport {
            running = current
        } else {
            let relay = ImportProgressRelay()
            // Background work: its requests wait behind any the user is waiting for.
            let task = Task(priority: .utility) { () async throws -> Int in
                defer { productImport = nil }
                let facts = try await remote { () throws(ShopDataError) in
                    try await source.importCatalog(into: store, pageSize: 500) { report in
                        relay.report(CatalogImportStatus(productCount: report.productCount, fractionCompleted: report.fractionCompleted))
                    }
                }
                lastProductImport = clock.now
                return facts.productCount
            }
            running = RunningProductImport(task: task, relay: relay)
            productImport = running
        }
        running.relay.add(progress)
        do {
            return try await running.task.value
        } catch let error as ShopError {
            throw error
        } catch {
            throw .cancelled
        }
    }
}

/// An import of the product export under way, and who hears its progress.
struct RunningProductImport: Sendable {
    let task: Task<Int, any Error>
    let relay: ImportProgressRelay
}

/// Hands an import's progress to every caller waiting for that import.
final class ImportProgressRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var listeners: [@Sendable (CatalogImportStatus) -> Void] = []

    /// Adds `listener` for the reports from now on.
    func add(_ listener: @escaping @Sendable (CatalogImportStatus) -> Void) {
        lock.withLock { listeners.append(listener) }
    }

    /// Hands `status` to every listener (outside the lock).
    func report(_ status: CatalogImportStatus) {
        let current = lock.withLock { listeners }
        for listener in current { listener(status) }
    }
}
