public import IvkoMiddleware
public import IvkoModel

/// What the shop's coordinators need done below the managers: building the app-wide managers, and
/// opening and closing a customer's own database with their cart and orders on it. The composition
/// root implements it (it may see IvkoData and the API wrapper; the coordinators may not), and tests
/// can wrap it to inject faults. What it throws is a `ShopError`, like the managers; the coordinator
/// that shows it makes its screen's problem from it (`ScreenProblem(_:)`, `LocalDataProblem(_:)`).
public protocol ShopBackstage: Sendable {
    /// The app-wide managers (catalog, account, assets); the application coordinator builds them
    /// once for every scene.
    func makeAppManagers() async throws(ShopError) -> AppDependency
    /// Opens `customer`'s database off the main actor, reporting progress, and returns `app` grown
    /// by their cart and orders on it (`AppDependency.addingUser`). Scenes of one customer share them.
    func openUserData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency
    /// Hands back the customer's managers in `app` (from `openUserData`); when no other scene holds
    /// them, stops the customer's managers and closes their database.
    func closeUserData(of app: AppDependency) async
    /// Deletes `customer`'s local database so that the next opening starts afresh (the user's cart
    /// and orders are fetched again from the shop).
    func resetUserData(of customer: CustomerNumber) async throws(ShopError)
}
