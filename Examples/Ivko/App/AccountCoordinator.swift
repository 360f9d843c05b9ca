import Coordinators
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import Logging
public import Screens
import Signals

/// The Account tab: the profile with balance and addresses, the order history and an order's
/// detail, and the shop's stores. Sign-out goes on up to the shop's coordinator, which ends the session.
@MainActor
public final class AccountCoordinator: ShopStackCoordinator {
    private var orders: [OrderSummary] = []

    /// The account tab's coordinator, working with `shop`; failures are named by `backstage`.
    public init(shop: SignedInShop, backstage: any ShopBackstage) {
        super.init(tab: .account, rootPage: .account, shop: shop, backstage: backstage)
        handle(AccountLoadProfile.self) { coordinator, _, sender in await coordinator.loadProfile(into: sender.viewController) }
        handle(AccountShowOrders.self) { coordinator, _ in try coordinator.showPage(.orders) }
        handle(AccountLoadOrder.self) { coordinator, message, sender in
            await coordinator.loadOrder(message.number, into: sender.viewController)
        }
        handle(AccountShowStores.self) { coordinator, _ in try coordinator.showPage(.stores) }
        handle(AccountLoadStores.self) { coordinator, _, sender in await coordinator.loadStores(into: sender.viewController) }
    }

    /// The account's pages.
    public override func canShow(_ page: ShopPage) -> Bool { page.tab == .account }

    /// A new screen for `page`.
    public override func viewController(for page: ShopPage) throws -> ViewController {
        switch page {
        case .account: return AccountViewController()
        case .orders:
            // The history is the stateless flow, hosted here: its chosen order comes out as an output.
            let screen = OrderHistoryFlow.vend(orders: shop.orders, backstage: backstage)
            screen.outputs.compactMap(OrderHistoryFlow.mapIO).observe(weak: self) { coordinator, output in
                switch output {
                case .showOrder(let order): coordinator.showOrder(order)
                }
            }
            return screen
        case .order(let number):
            // An order not chosen from the history (a link, a restored page) is looked up by the page.
            let number = OrderNumber(number)
            return OrderDetailViewController(number: number, order: orders.first { $0.number == number })
        case .stores: return StoreListViewController()
        case .home, .category, .search, .product, .cart:
            throw NavigationError.pageNotOwned(page: "\(page)", stack: identifier)
        }
    }

    private func showOrder(_ order: OrderSummary) {
        remember(order)
        do {
            try showPage(.order(number: order.number.rawValue))
        } catch {
            logger.warning("an order could not be shown", metadata: ["error": "\(error)"])
        }
    }

    private func remember(_ order: OrderSummary) {
        if !orders.contains(order) { orders.append(order) }
    }

    private func loadProfile(into screen: ViewController?) async {
        guard let account = screen as? AccountViewController else { return }
        let manager = shop.account
        account.problem = nil
        do {
            account.customer = try await manager.refresh()
        } catch {
            account.problem = backstage.failure(of: error).screenProblem
        }
    }

    /// Asks the catalog manager for the shop's stores and sets them (or the problem) on the store list.
    private func loadStores(into screen: ViewController?) async {
        guard let list = screen as? StoreListViewController else { return }
        let manager = shop.catalog
        list.problem = nil
        do {
            list.stores = try await manager.stores()
        } catch {
            list.problem = backstage.failure(of: error).screenProblem
        }
    }

    /// Finds order `number` for its page: in the orders the history showed, else in the kept
    /// history, else in the shop's.
    private func loadOrder(_ number: OrderNumber, into screen: ViewController?) async {
        guard let detail = screen as? OrderDetailViewController else { return }
        let manager = shop.orders
        detail.problem = nil
        var known = orders.first { $0.number == number }
        if known == nil { known = (try? await manager.history())?.first { $0.number == number } }
        if let known {
            remember(known)
            detail.order = known
            return
        }
        do {
            let history = try await manager.refreshHistory()
            guard let found = history.first(where: { $0.number == number }) else {
                detail.problem = .rejected(reason: "Order \(number.rawValue) is not in your order history.")
                return
            }
            remember(found)
            detail.order = found
        } catch {
            detail.problem = backstage.failure(of: error).screenProblem
        }
    }
}
