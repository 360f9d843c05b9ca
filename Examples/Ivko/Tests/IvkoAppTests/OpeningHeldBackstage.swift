import AsyncTestSupport
import IvkoApp
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens

/// The live backstage with each customer's database held at `opening` (so the stage that opens it,
/// its progress screen and the tree while it runs can be looked at), and, when `settlesTheImport`,
/// the catalog's first import settled before sign-in (its background refresh stopped and any import
/// under way awaited).
struct OpeningHeldBackstage: ShopBackstage {
    let live: LiveShopBackstage
    let opening: Gate
    var settlesTheImport = false

    func makeAppManagers() async throws(ShopError) -> AppDependency {
        let managers = try await live.makeAppManagers()
        if settlesTheImport {
            await managers.catalog.stopBackgroundRefresh()
            _ = try? await managers.catalog.importProducts()
        }
        return managers
    }

    func openUserData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency {
        await opening.pass()
        return try await live.openUserData(for: customer, adding: app, progress: progress)
    }

    func closeUserData(of user: AppDependency) async { await live.closeUserData(of: user) }
    func resetUserData(of customer: CustomerNumber) async throws(ShopError) { try await live.resetUserData(of: customer) }
}
