import GRDB
import IvkoModel

/// One of the app's local SQLite databases: opened (created or migrated as needed, with progress),
/// checked, reset when damaged, read and written. `CatalogStore` and `UserStore` are this store
/// for their kind of data; what they keep is in their extensions, and the opening and recovery
/// code exists once, here.
///
/// Its reads and writes (the stores' extensions) fail as `ShopError`, so the managers hold a store
/// and throw what it throws; opening, resetting and closing fail as `StoreError`, whose
/// `isResettable` the middleware's `LocalDataManager` decides on.
///
/// Each database is a GRDB pool in write-ahead-log mode, so the UI reads while a write (a catalog
/// import) runs. If `open(at:checksIntegrity:progress:)` throws a resettable `StoreError`, offer
/// the user `reset(at:)`: the catalog is imported again and the user's data fetched again.
public final class LocalStore<Kind: LocalStoreKind>: Sendable {
    let database: StoreDatabase

    private init(database: StoreDatabase) {
        self.database = database
    }

    /// The database file.
    public var path: String { database.path }

    /// Opens (creating or migrating as needed) the database at `path`, off the caller's executor,
    /// reporting progress (on a background thread).
    /// - Parameter checksIntegrity: run SQLite's `quick_check` first, which finds damage inside a
    ///   valid file (costs a read of the whole file).
    /// - Throws: `StoreError.corrupt` for a damaged file or one that is no database,
    ///   `.cannotOpen`, `.newerSchema`.
    public static func open(
        at path: String,
        checksIntegrity: Bool = true,
        progress: @escaping @Sendable (StoreOpeningProgress) -> Void = { _ in }
    ) async throws(StoreError) -> LocalStore {
        let database = try await StoreDatabase.open(
            at: path, migrator: Kind.schema.migrator, checksIntegrity: checksIntegrity, progress: progress
        )
        return LocalStore(database: database)
    }

    /// Deletes the database at `path` (and its log files) so that the next `open` starts empty.
    /// The store at that path must be closed.
    public static func reset(at path: String) throws(StoreError) {
        try StoreDatabase.delete(at: path, migrator: Kind.schema.migrator)
    }

    /// Closes the database; the store cannot be used afterwards.
    public func close() throws(StoreError) {
        try database.close()
    }

    /// Runs `body` on a reader connection; its failure is the `ShopError` the data layer names it
    /// (`ShopError(StoreError)`: a full disk by SQLite's result code, a damaged file apart), so the
    /// managers that read and write the stores see the one error every layer above speaks.
    func read<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(ShopError) -> Value {
        do throws(StoreError) {
            return try await database.read(operation, body)
        } catch {
            throw ShopError(error)
        }
    }

    /// Runs `body` in one write transaction; its failure as `read`'s.
    func write<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(ShopError) -> Value {
        do throws(StoreError) {
            return try await database.write(operation, body)
        } catch {
            throw ShopError(error)
        }
    }
}
