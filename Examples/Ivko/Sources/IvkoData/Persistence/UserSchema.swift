import GRDB

/// The per-user database's schema and its migrations, oldest first.
enum UserSchema {
    /// The migrator: `v1` the first shipped schema.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createFirstSchema)
        return migrator
    }

    /// v1: the app's copy of the cart, the order history, and orders placed but not yet confirmed.
    static func createFirstSchema(_ db: Database) throws {
        try db.create(table: "cartItem") { t in
            t.primaryKey("position", .integer)
            t.column("style", .text).notNull()
            t.column("color", .text).notNull()
            t.column("size", .text).notNull()
            t.column("quantity", .integer).notNull()
        }
        try db.create(table: "orderSummary") { t in
            t.primaryKey("number", .text)
            t.column("position", .integer).notNull()
            t.column("date", .text).notNull()
            t.column("total", .text).notNull()
            t.column("currency", .text).notNull()
            t.column("status", .text).notNull()
        }
        try db.create(table: "pendingOrder") { t in
            t.primaryKey("clientReference", .text)
            t.column("createdAt", .double).notNull()
            t.column("request", .blob).notNull()
        }
    }
}
