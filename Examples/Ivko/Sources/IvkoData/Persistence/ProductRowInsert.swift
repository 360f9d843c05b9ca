import Foundation
import GRDB
import GRDBSQLite

/// Runs the import's prepared insert for one product row through SQLite's own bind and step calls,
/// on a statement GRDB prepared and caches inside GRDB's transaction.
///
/// The import writes 100,000 rows of 21 values, and this loop is where GRDB's public API cost most
/// of what it adds to SQLite: `StatementArguments` built from each row (a generic `map` over the
/// values), `setUncheckedArguments` (clearing and binding through a protocol witness each), and
/// every text copied into a C string before SQLite copies it again. Binding a row's
/// `DatabaseValue`s here directly did away with that (BENCHMARKS.md, "Import ÷ parse"). Everything
/// else (opening, transactions, preparing and caching, errors) stays GRDB's.
enum ProductRowInsert {
    /// Binds `values` and then `position` (the last column) to `statement`, and runs it once.
    static func run(_ statement: Statement, values: [DatabaseValue], position: Int, in db: Database) throws {
        let handle = statement.sqliteStatement
        // Its code repeats the last step's failure, which was thrown then: not a failure of this row.
        sqlite3_reset(handle)
        for (offset, value) in values.enumerated() {
            try check(bind(value, at: CInt(offset + 1), to: handle), statement, db)
        }
        try check(sqlite3_bind_int64(handle, CInt(values.count + 1), Int64(position)), statement, db)
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
        }
    }

    /// Leaves `statement` reset, with no values bound, as GRDB expects to find a cached statement.
    static func finish(_ statement: Statement) {
        sqlite3_reset(statement.sqliteStatement)
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    private static func bind(_ value: DatabaseValue, at index: CInt, to handle: SQLiteStatement) -> CInt {
        switch value.storage {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .int64(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .double(let double):
            return sqlite3_bind_double(handle, index, double)
        case .string(var text):
            // The UTF-8 bytes where the string keeps them (no C string made), with their length, so
            // a NUL inside the text is kept; SQLite copies them (`transient`).
            return text.withUTF8 { bytes in
                guard let base = bytes.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, transient) }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, CInt(bytes.count), transient)
                }
            }
        case .blob(let data):
            return data.withUnsafeBytes { bytes in
                sqlite3_bind_blob(handle, index, bytes.baseAddress, CInt(bytes.count), transient)
            }
        }
    }

    private static func check(_ code: CInt, _ statement: Statement, _ db: Database) throws {
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
        }
    }

    /// SQLite's `SQLITE_TRANSIENT`: it copies the bound bytes before the call returns.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
