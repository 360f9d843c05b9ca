import GRDB

/// Makes the staged products the catalog's products without copying a row: inside the caller's
/// transaction the product table is dropped, the staging table is renamed to take its place, the
/// product table's indexes are made again on it, and a new, empty staging table of the product
/// table's shape is created. Both statements come from the schema itself (`sqlite_master`), so
/// the swap follows whatever later migrations do to the product table.
enum StagingSwap {
    static func promoteStagedProducts(_ db: Database) throws {
        guard
            let tableSQL = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'product'"
            ), let columns = tableSQL.firstIndex(of: "(")
        else {
            throw StoreError.failed(operation: "finish import", reason: "the product table has no definition")
        }
        let indexSQL = try String.fetchAll(
            db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'product' AND sql IS NOT NULL"
        )
        try db.execute(sql: "DROP TABLE product")
        try db.execute(sql: "ALTER TABLE stagedProduct RENAME TO product")
        for statement in indexSQL {
            try db.execute(sql: statement)
        }
        try db.execute(sql: "CREATE TABLE stagedProduct " + tableSQL[columns...])
    }
}
