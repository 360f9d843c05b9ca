import GRDB

/// The catalog database's schema and its migrations, oldest first. Never change a shipped
/// migration: add one.
enum CatalogSchema {
    /// The product columns, in the order the import binds them.
    static let productColumns = [
        "style", "position", "season", "theme", "name", "categoryID", "categoryName", "description", "currency",
        "price", "salePrice", "currentPrice", "care", "materials", "colors", "sizes", "imagePromo", "imageGrid",
        "gallery", "updated",
    ]

    /// The migrator: `v1` the first shipped schema, `v2` folded names for search, `v3` the search's
    /// index replaced by one on export order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createFirstSchema)
        migrator.registerMigration("v2-search-names", migrate: addSearchNames)
        migrator.registerMigration("v3-position-index", migrate: indexPositions)
        return migrator
    }

    /// v1: products (live and staged), categories, seasons, themes, colours, promotions, import facts.
    static func createFirstSchema(_ db: Database) throws {
        for table in ["product", "stagedProduct"] {
            try db.create(table: table) { t in
                t.primaryKey("style", .text)
                t.column("position", .integer).notNull()
                t.column("season", .text).notNull()
                t.column("theme", .text).notNull()
                t.column("name", .text).notNull()
                t.column("categoryID", .text)
                t.column("categoryName", .text)
                t.column("description", .text)
                t.column("currency", .text).notNull()
                t.column("price", .text).notNull()
                t.column("salePrice", .text)
                t.column("currentPrice", .double).notNull()
                t.column("care", .text).notNull()
                t.column("materials", .text).notNull()
                t.column("colors", .text).notNull()
                t.column("sizes", .text).notNull()
                t.column("imagePromo", .text)
                t.column("imageGrid", .text)
                t.column("gallery", .text).notNull()
                t.column("updated", .double)
            }
        }
        try db.create(index: "productByCategory", on: "product", columns: ["categoryID", "position"])
        try db.create(index: "productByTheme", on: "product", columns: ["theme", "position"])
        try db.create(table: "category") { t in
            t.primaryKey("id", .text)
            t.column("name", .text).notNull()
            t.column("position", .integer).notNull()
            t.column("productCount", .integer).notNull()
        }
        try db.create(table: "season") { t in
            t.primaryKey("code", .text)
            t.column("name", .text).notNull()
            t.column("isActive", .boolean).notNull()
            t.column("position", .integer).notNull()
        }
        try db.create(table: "theme") { t in
            t.primaryKey("id", .text)
            t.column("season", .text).notNull().references("season", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("color", .text)
            t.column("position", .integer).notNull()
        }
        try db.create(table: "color") { t in
            t.primaryKey("code", .text)
            t.column("name", .text).notNull()
        }
        try db.create(table: "promotion") { t in
            t.primaryKey("position", .integer)
            t.column("style", .text).notNull()
            t.column("title", .text).notNull()
            t.column("subtitle", .text)
            t.column("image", .text)
            t.column("firstDay", .text)
            t.column("lastDay", .text)
            t.column("displayOrder", .integer).notNull()
        }
        try db.create(table: "catalogImport") { t in
            t.primaryKey("id", .integer, onConflict: .replace).check { $0 == 1 }
            t.column("finishedAt", .double).notNull()
            t.column("exportedAt", .double)
            t.column("productCount", .integer).notNull()
            t.column("inactiveCount", .integer).notNull()
            t.column("skippedCount", .integer).notNull()
        }
    }

    /// v2: a lower-case, accent-free copy of each product's name for search (`Šifon` → `sifon`),
    /// filled in for the products already stored.
    static func addSearchNames(_ db: Database) throws {
        for table in ["product", "stagedProduct"] {
            try db.alter(table: table) { t in t.add(column: "searchName", .text).notNull().defaults(to: "") }
        }
        let fold = DatabaseFunction("ivkoFoldForSearch", argumentCount: 1, pure: true) { values in
            String.fromDatabaseValue(values[0]).map(SearchText.folded)
        }
        db.add(function: fold)
        try db.execute(sql: "UPDATE product SET searchName = ivkoFoldForSearch(name)")
        db.remove(function: fold)
        try db.create(index: "productBySearchName", on: "product", columns: ["searchName"])
    }

    /// v3: the index on `searchName` goes: a search is `LIKE '%…%'`, which no index can answer, so
    /// SQLite never used it, and every import spent time building it. In its place an index on
    /// `position`, so a search or the list of all products walks the catalog in export order and
    /// stops at its limit instead of sorting every match first.
    static func indexPositions(_ db: Database) throws {
        try db.execute(sql: "DROP INDEX IF EXISTS productBySearchName")
        try db.create(index: "productByPosition", on: "product", columns: ["position"])
    }
}
