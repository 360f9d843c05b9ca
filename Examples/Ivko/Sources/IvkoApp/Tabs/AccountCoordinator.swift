import Coordinators
import IvkoMiddleware
import IvkoModel
public import IvkoScreens
import Logging
public import Screens
import Signals
import StatelessCoordinators

/// The Account tab: the profile with balance and addresses, the order history and an order's
/// detail, and the shop's stores. Sign-out goes on up to the shop's coordinator, which ends the session.
@MainActor
public final class AccountCoordinator: ShopStackCoordinator {
    /// The account tab's coordinator.
    public init() {
        super.init(tab: .account, rootPage: .account)
        handle(AccountLoadProfile.self) { coordinator, _ in try await coordinator.profile() }
        handle(AccountLoadOrder.self) { coordinator, message in try await coordinator.order(message.number) }
        handle(AccountLoadStores.self) { coordinator, _ in try await coordinator.stores() }
    }

    /// The account's pages.
    public override func canShow(_ page: ShopPage) -> Bool { page.tab == .account }

    /// A new screen for `page`.
    public override func viewController(for page: ShopPage) throws -> ViewController {
        switch page {
        case .account: return AccountViewController()
        case .orders:
            // The history is the stateless flow, shown here: its chosen order comes out as an output.
            let history = try OrderHistoryFlow.vend(orders: try orderManager())
            history.outputs.observe(weak: self) { coordinator, output in
                switch output {
                case .showOrder(let order): coordinator.showOrder(order)
                }
            }
            return history
        case .order(let number):
            // The page asks for its order (`AccountLoadOrder`): the order manager answers from the
            // history it keeps, or fetches it (a link, a restored page).
            return OrderDetailViewController(number: OrderNumber(number))
        case .stores: return StoreListViewController()
        case .home, .category, .search, .product, .cart:
            throw NavigationError.pageNotOwned(page: "\(page)", stack: identifier)
        }
    }

    private func showOrder(_ order: OrderSummary) {
        do {
            try showPage(.order(number: order.number.rawValue))
        } catch {
            logger.warning("an order could not be shown", metadata: ["error": "\(error)"])
        }
    }

    private func profile() async throws(ScreenProblem) -> Customer {
        return try await answering { try await managers().account.refresh() }
    }

    /// The shop's stores, from the catalog manager.
    private func stores() async throws(ScreenProblem) -> [Store] {
        return try await answering { try await managers().catalog.stores() }
    }

    /// Order `number` for its page, from the order manager (kept or fetched); an order it does not
    /// have is refused with a sentence saying so.
    private func order(_ number: OrderNumber) async throws(ScreenProblem) -> OrderSummary {
        guard let found = try await answering({ try await orderManager().order(number) }) else {
            throw .rejected(reason: "Order \(number.rawValue) is not in your order history.")
        }
        return found
    }
}
