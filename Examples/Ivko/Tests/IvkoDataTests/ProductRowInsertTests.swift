import Foundation
import GRDB
@testable import IvkoData
import Testing

/// The import's insert, bound through SQLite's own calls: every storage class arrives as GRDB would
/// have written it, text exactly (a NUL inside, the empty string, non-ASCII), and a failing step is
/// GRDB's `DatabaseError`.
@Suite struct ProductRowInsertTests {
    @Test func everyKindOfValueIsWrittenAsItIs() throws {
        let queue = try DatabaseQueue()
        let values: [DatabaseValue] = [
            "Haljina — šljokice".databaseValue, "".databaseValue, "a\u{0}b".databaseValue, DatabaseValue.null,
            Int64(-7).databaseValue, 129.9.databaseValue, Data([0, 1, 255]).databaseValue,
        ]
        let read = try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (a, b, c, d, e, f, g, position INTEGER NOT NULL)")
            let statement = try db.cachedStatement(sql: "INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            defer { ProductRowInsert.finish(statement) }
            try ProductRowInsert.run(statement, values: values, position: 41, in: db)
            try ProductRowInsert.run(statement, values: values, position: 42, in: db)
            return try Row.fetchAll(db, sql: "SELECT * FROM t ORDER BY position")
        }
        #expect(read.count == 2)
        for (row, position) in zip(read, [41, 42]) {
            let stored = Array(row.databaseValues.prefix(values.count))
            // GRDB reads text as a C string, so the one with a NUL is compared by its stored length.
            #expect(stored.enumerated().allSatisfy { $0.offset == 2 || $0.element == values[$0.offset] }, "\(stored)")
            #expect(row["position"] == position)
        }
        let nulText = try queue.read { db in try Int.fetchOne(db, sql: "SELECT length(CAST(c AS BLOB)) FROM t LIMIT 1") }
        #expect(nulText == 3, "the NUL inside the text is kept, not taken for where the text ends")
    }

    @Test func aFailingStepIsADatabaseErrorAndLeavesTheStatementUsable() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (a TEXT PRIMARY KEY, position INTEGER)")
            let statement = try db.cachedStatement(sql: "INSERT INTO t VALUES (?, ?)")
            try ProductRowInsert.run(statement, values: ["same".databaseValue], position: 1, in: db)
            #expect(throws: DatabaseError.self) {
                try ProductRowInsert.run(statement, values: ["same".databaseValue], position: 2, in: db)
            }
            try ProductRowInsert.run(statement, values: ["other".databaseValue], position: 3, in: db)
            ProductRowInsert.finish(statement)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM t") == 2)
        }
    }
}
