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
    let database: StoreDatabase

    private init(database: StoreDatabase) {
        self.database = database
    }

    /// The database file.
    public var path: String { database.path }

    /// Opens (creating or migrating as needed) the catalog database at `path`, off the caller's executor,
    /// reporting progress (on a background thread).
    /// - Parameter checksIntegrity: run SQLite's `quick_check` first, which finds damage inside a
    ///   valid file (costs a read of the whole file).
    /// - Throws: `StoreError.corrupt` for a damaged file or one that is no database,
    ///   `.cannotOpen`, `.newerSchema`.
    public static func open(
        at path: String,
        checksIntegrity: Bool = true,
        progress: @escaping @Sendable (StoreOpeningProgress) -> Void = { _ in }
    ) async throws(StoreError) -> CatalogStore {
        let database = try await StoreDatabase.open(
            at: path, migrator: CatalogSchema.migrator, checksIntegrity: checksIntegrity, progress: progress
        )
        return CatalogStore(database: database)
    }

    /// Deletes the catalog database at `path` (and its log files) so that the next `open` starts
    /// empty. The store at that path must be closed.
    public static func reset(at path: String) throws(StoreError) {
        try StoreDatabase.delete(at: path, migrator: CatalogSchema.migrator)
    }

    /// Closes the database; the store cannot be used afterwards.
    public func close() throws(StoreError) {
        try database.close()
    }

    func read<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(StoreError) -> Value {
        try await database.read(operation, body)
    }

    func write<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(StoreError) -> Value {
        try await database.write(operation, body)
    }
}
