public import IvkoModel

/// What a scene's `ShoppingSession` asks of the data on this device: a signed-in customer's data
/// opened (their database, with their cart and orders on it), handed back, reset. The shop's
/// `LocalDataManager` does it; the session's tests hold or count it.
public protocol CustomerDataKeeping: Sendable {
    /// Opens `customer`'s database (the catalog imported first if it never was), reporting
    /// `progress`, and returns `app` grown by their cart and orders on it. Scenes of one customer
    /// share them.
    func openCustomerData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency
    /// Hands back the customer's managers in `app` (from `openCustomerData`): the last scene of that
    /// customer to do so stops them and closes the database.
    func closeCustomerData(of app: AppDependency) async
    /// Deletes `customer`'s database, so that the next opening starts afresh.
    func resetCustomerData(of customer: CustomerNumber) async throws(ShopError)
}
