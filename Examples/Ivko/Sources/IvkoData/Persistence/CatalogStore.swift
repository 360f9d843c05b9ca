/// The catalog on disk: products, categories, seasons and themes, colours and promotions, in one
/// SQLite database. A catalog import (`beginImport()`, or `CatalogImporter`) writes each page in
/// one transaction into a staging table and replaces the catalog only when it finishes, so an
/// interrupted import leaves the previous catalog as it was. Opening and recovery: `LocalStore`.
public typealias CatalogStore = LocalStore<CatalogData>

/// The kind of the catalog database.
public enum CatalogData: LocalStoreKind {
    /// The catalog's schema (`CatalogSchema`).
    public static var schema: LocalStoreSchema { LocalStoreSchema(migrator: CatalogSchema.migrator) }
}
