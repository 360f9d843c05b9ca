public import Coordinators
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import Screens

/// The shop's stores in a sheet of their own, presented by the coordinator that needs them
/// (`presentChild`, from the size guide): it answers its list's `AccountLoadStores` with the
/// catalog manager's stores, read from the `AppDependency` it inherits. The user swipes it away;
/// the library then finishes and releases it.
@MainActor
public final class StoreCoordinator: NavigationCoordinator {
    /// The stores sheet, on a navigation controller of its own.
    public init() {
        super.init(identifier: "stores")
        handle(AccountLoadStores.self) { coordinator, _ in try await coordinator.loadStores() }
    }

    /// Shows the store list.
    public override func start() {
        super.start()
        try? show(StoreListViewController()) // a new screen: nothing can refuse it
    }

    private func loadStores() async throws(ScreenProblem) -> [Store] {
        do {
            return try await managers().catalog.stores()
        } catch {
            throw ScreenProblem(error)
        }
    }
}
