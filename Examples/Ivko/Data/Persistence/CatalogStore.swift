import Foundation
import GRDB
import IvkoModel

/// The catalog on disk: products, categories, seasons and themes, colours and promotions, in one
/// SQLite database in write-ahead-log mode, so that the UI reads while an import writes.
///
/// Open it with `open(at:progress:)`; if that reports a resettable `StoreError`, offer the user
/// `reset(at:)`. A catalog import (`beginImport()`) writes each page in one transaction into a
/// staging table and replaces the catalog only when it finishes, so an interrupted import leaves
/// the previous catalog as it was.
public final class CatalogStore: Sendable {
    /// The database file.
    public let path: String
    let pool: DatabasePool

    private init(path: String, pool: DatabasePool) {
        self.path = path
        self.pool = pool
    }

    /// Opens (creating or migrating as needed) the catalog database at `path`, reporting progress.
    /// - Parameter checksIntegrity: run SQLite's `quick_check` first, which finds damage inside a
    ///   valid file (costs a read of the whole file).
    /// - Throws: `StoreError.corrupt` for a damaged file or one that is no database,
    ///   `.cannotOpen`, `.newerSchema`.
    public static func open(
        at path: String,
        checksIntegrity: Bool = true,
        progress: @escaping @Sendable (StoreOpeningProgress) -> Void = { _ in }
    ) async throws(StoreError) -> CatalogStore {
        let opener = DatabaseOpener(path: path, migrator: CatalogSchema.migrator, checksIntegrity: checksIntegrity)
        let result = await Task.detached { () -> Result<DatabasePool, StoreError> in
            Result { () throws(StoreError) in try opener.open(progress: progress) }
        }.value
        return CatalogStore(path: path, pool: try result.get())
    }

    /// Deletes the catalog database at `path` (and its log files) so that the next `open` starts
    /// empty. The store at that path must be closed.
    public static func reset(at path: String) throws(StoreError) {
        try DatabaseOpener(path: path, migrator: CatalogSchema.migrator, checksIntegrity: false).delete()
    }

    /// Closes the database; the store cannot be used afterwards.
    public func close() throws(StoreError) {
        do {
            try pool.close()
        } catch {
            throw .failed("close", error)
        }
    }

    /// Runs `body` on a reader connection, turning failures into `StoreError`.
    func read<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(StoreError) -> Value {
        do {
            return try await pool.read(body)
        } catch {
            throw .failed(operation, error)
        }
    }

    /// Runs `body` in one write transaction, turning failures into `StoreError`.
    func write<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(StoreError) -> Value {
        do {
            return try await pool.write(body)
        } catch {
            throw .failed(operation, error)
        }
    }
}
