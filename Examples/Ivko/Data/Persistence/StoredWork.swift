package import IvkoModel

/// Runs a read or write of a local database, its failure as the `ShopError` the data layer names it
/// (`ShopError(StoreError)`: a full disk by SQLite's result code, a damaged file apart). The data
/// layer's faces (`CatalogDataManager`, `CustomerDataManager`) answer their stores' work through it,
/// so the managers above see one error type; `package` for the tests' faces on real stores too.
package func stored<Value>(
    isolation: isolated (any Actor)? = #isolation, _ work: () async throws(StoreError) -> Value
) async throws(ShopError) -> Value {
    do throws(StoreError) {
        return try await work()
    } catch {
        throw ShopError(error)
    }
}
