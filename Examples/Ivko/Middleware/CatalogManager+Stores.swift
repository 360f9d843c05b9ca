import IvkoData
public import IvkoModel

extension CatalogManager {
    /// The shop's physical stores, asked of the backend each time (a short list that changes
    /// rarely and is not kept in the catalog database); the open ones first, each group in the
    /// backend's order.
    public func stores() async throws(ShopError) -> [Store] {
        let stores = try await remote { () throws(ShopDataError) in try await source.stores() }
        return stores.filter(\.isOpen) + stores.filter { !$0.isOpen }
    }
}
