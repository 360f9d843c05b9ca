import Foundation
import GRDB

/// Opens a GRDB database pool (write-ahead logging) with its migrations, reporting progress and
/// turning every failure into a `StoreError`. Shared by the catalog and user databases.
struct DatabaseOpener: Sendable {
    /// The database file.
    let path: String
    /// The schema's migrations.
    let migrator: DatabaseMigrator
    /// Whether to run `PRAGMA quick_check` before use (detects damage inside a valid file).
    let checksIntegrity: Bool

    /// Opens the pool, checks it, migrates it step by step and reports each step.
    func open(progress: @Sendable (StoreOpeningProgress) -> Void) throws(StoreError) -> DatabasePool {
        let migrations = migrator.migrations
        let stepCount = Double(migrations.count + 2)
        progress(StoreOpeningProgress(phase: .opening, fractionCompleted: 0))
        let pool: DatabasePool
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true
            )
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            configuration.label = URL(fileURLWithPath: path).lastPathComponent
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw storeError(error)
        }
        do {
            if checksIntegrity {
                progress(StoreOpeningProgress(phase: .checking, fractionCompleted: 1 / stepCount))
                try checkIntegrity(pool)
            }
            let applied = try pool.read { db in try migrator.appliedIdentifiers(db) }
            let unknown = applied.subtracting(migrations)
            guard unknown.isEmpty else { throw StoreError.newerSchema(path: path, unknownMigrations: unknown.sorted()) }
            for (index, identifier) in migrations.enumerated() where !applied.contains(identifier) {
                progress(
                    StoreOpeningProgress(
                        phase: .migrating(step: index + 1, count: migrations.count),
                        fractionCompleted: Double(index + 2) / stepCount
                    ))
                try migrator.migrate(pool, upTo: identifier)
            }
        } catch let error as StoreError {
            try? pool.close()
            throw error
        } catch {
            try? pool.close()
            throw storeError(error)
        }
        progress(StoreOpeningProgress(phase: .ready, fractionCompleted: 1))
        return pool
    }

    /// Deletes the database and its write-ahead log files. The database must not be open.
    func delete() throws(StoreError) {
        for suffix in ["", "-wal", "-shm"] {
            let file = path + suffix
            guard FileManager.default.fileExists(atPath: file) else { continue }
            do {
                try FileManager.default.removeItem(atPath: file)
            } catch {
                throw .cannotOpen(path: path, reason: "cannot delete \(file): \(error.localizedDescription)")
            }
        }
    }

    private func checkIntegrity(_ pool: DatabasePool) throws {
        let findings = try pool.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        guard findings == ["ok"] else {
            throw StoreError.corrupt(path: path, reason: findings.prefix(3).joined(separator: "; "))
        }
    }

    /// The `StoreError` for an error thrown while opening.
    func storeError(_ error: any Error) -> StoreError {
        if let error = error as? StoreError { return error }
        guard let databaseError = error as? DatabaseError else {
            return .cannotOpen(path: path, reason: "\(error)")
        }
        switch databaseError.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return .corrupt(path: path, reason: databaseError.message ?? "\(databaseError.resultCode)")
        case .SQLITE_FULL:
            return .full(operation: "open \(path)", reason: databaseError.message ?? "\(databaseError.resultCode)")
        default:
            return .cannotOpen(path: path, reason: databaseError.message ?? "\(databaseError.resultCode)")
        }
    }
}

extension StoreError {
    /// The `StoreError` for an error thrown by a read or write on an open database.
    static func failed(_ operation: String, _ error: any Error) -> StoreError {
        if let error = error as? StoreError { return error }
        if error is CancellationError { return .cancelled }
        if let databaseError = error as? DatabaseError {
            let reason = databaseError.message ?? "\(databaseError.resultCode)"
            switch databaseError.resultCode {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .corrupt(path: "", reason: reason)
            case .SQLITE_FULL: return .full(operation: operation, reason: reason)
            default: break
            }
        }
        return .failed(operation: operation, reason: "\(error)")
    }
}
