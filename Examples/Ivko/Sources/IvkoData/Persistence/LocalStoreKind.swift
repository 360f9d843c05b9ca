import GRDB

/// A kind of local database: what names its schema. The app's kinds are `CatalogData` and
/// `UserData`.
public protocol LocalStoreKind: Sendable {
    /// The kind's schema and migrations.
    static var schema: LocalStoreSchema { get }
}

/// The schema of a kind of local database, with its migrations (opaque outside the data layer).
public struct LocalStoreSchema: Sendable {
    /// The migrations, oldest first.
    let migrator: DatabaseMigrator
}
