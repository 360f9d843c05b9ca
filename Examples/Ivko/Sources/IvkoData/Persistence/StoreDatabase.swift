import GRDB

/// An open database of a store: its GRDB pool, with reads and writes whose failures become
/// `StoreError`. What every `LocalStore` is built on.
struct StoreDatabase: Sendable {
    /// The database file.
    let path: String
    /// The pool: one writer and concurrent readers over write-ahead logging.
    let pool: DatabasePool

    /// Opens the database at `path` with `migrator` off the caller's executor, reporting progress
    /// (on a background thread).
    static func open(
        at path: String, migrator: DatabaseMigrator, checksIntegrity: Bool,
        progress: @escaping @Sendable (StoreOpeningProgress) -> Void
    ) async throws(StoreError) -> StoreDatabase {
        let opener = DatabaseOpener(path: path, migrator: migrator, checksIntegrity: checksIntegrity)
        let result = await Task.detached { () -> Result<DatabasePool, StoreError> in
            Result { () throws(StoreError) in try opener.open(progress: progress) }
        }.value
        return StoreDatabase(path: path, pool: try result.get())
    }

    /// Deletes the database at `path` and its log files; it must not be open.
    static func delete(at path: String, migrator: DatabaseMigrator) throws(StoreError) {
        try DatabaseOpener(path: path, migrator: migrator, checksIntegrity: false).delete()
    }

    /// Closes the pool, its readers first: SQLite folds the write-ahead log into the database and
    /// deletes it (and the shared-memory file) only when the last connection to close can write.
    /// GRDB's `close()` closes the writer first, so a reader would be last and the `-wal` and `-shm`
    /// files would stay after every exit; `releaseMemory()` closes the idle readers before it.
    func close() throws(StoreError) {
        do {
            pool.releaseMemory()
            try pool.close()
        } catch {
            throw .failed("close", error)
        }
    }

    /// Runs `body` on a reader connection.
    func read<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(StoreError) -> Value {
        do {
            return try await pool.read(body)
        } catch {
            throw .failed(operation, error)
        }
    }

    /// Runs `body` in one write transaction.
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
