extension DataManager {
    /// Opens (creating or migrating as needed) the catalog's database at `path` and answers the
    /// catalog's face on it, its shop calls made through this DataManager. What to do about a damaged
    /// one (`StoreError.isResettable`) is the caller's decision: see `resetCatalog(at:)`.
    public func openCatalog(at path: String) async throws(StoreError) -> CatalogDataManager {
        CatalogDataManager(network: self, store: try await CatalogStore.open(at: path))
    }

    /// Deletes the catalog's database at `path` (closed), so that the next opening starts empty.
    public func resetCatalog(at path: String) throws(StoreError) {
        try CatalogStore.reset(at: path)
    }

    /// Opens (creating or migrating as needed, reporting `progress`) a customer's database at `path`
    /// and answers that customer's face on it, its shop calls made through this DataManager; close it
    /// with `CustomerDataManager.close()`.
    public func openCustomer(
        at path: String, progress: @escaping @Sendable (StoreOpeningProgress) -> Void = { _ in }
    ) async throws(StoreError) -> CustomerDataManager {
        CustomerDataManager(network: self, store: try await UserStore.open(at: path, progress: progress))
    }

    /// Deletes a customer's database at `path` (closed), so that the next opening starts afresh.
    public func resetCustomer(at path: String) throws(StoreError) {
        try UserStore.reset(at: path)
    }
}
