public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens

/// What the shop's coordinators need done below the managers: building the dependency's two stages
/// and opening and closing a customer's own database. The composition root implements it (it may
/// see IvkoData and the API wrapper; the coordinators may not), and tests can wrap it to inject
/// faults. What it throws is a `ShopError`, like the managers.
public protocol ShopBackstage: Sendable {
    /// The first stage of the dependency (catalog, account, assets): no user database yet.
    func makeFirstStage() async throws -> AppDependency
    /// Opens `customer`'s database off the main actor, reporting progress, and returns `first` with
    /// the customer's cart and orders added.
    func openUserStage(
        for customer: CustomerNumber, on first: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws -> AppDependency
    /// Hands back the customer's database of `dependency` (from `openUserStage`); when nothing else
    /// holds it, stops the user's managers and closes it. Returns the first stage.
    func closeUserStage(of dependency: AppDependency) async -> AppDependency
    /// Deletes `customer`'s local database so that the next opening starts afresh (the user's cart
    /// and orders are fetched again from the shop).
    func resetUserData(of customer: CustomerNumber) async throws
}

extension ShopBackstage {
    /// What `error`, thrown by a manager or by this backstage, means for the screens (`ShopFailure(_:)`).
    public func failure(of error: any Error) -> ShopFailure {
        ShopFailure(error)
    }
}
