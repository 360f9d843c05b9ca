import Coordinators
import IvkoMiddleware
import IvkoModel
public import IvkoScreens
public import Screens

/// The Cart tab: the cart's lines (quantity change, remove) and Checkout, which starts the same
/// checkout flow the Catalog's Buy Now does, on this tab's stack. The lines follow the cart
/// manager: a change made anywhere (Buy Now on Home, a stock refresh) shows here.
@MainActor
public final class CartCoordinator: ShopStackCoordinator {
    private var following: Task<Void, Never>?

    /// The cart tab's coordinator, working with `shop`; failures are named by `backstage`.
    public init(shop: SignedInShop, backstage: any ShopBackstage) {
        super.init(tab: .cart, rootPage: .cart, shop: shop, backstage: backstage)
        handle(CartLoad.self) { coordinator, _ in await coordinator.reload() }
        handle(CartChangeQuantity.self) { coordinator, message in await coordinator.change(message.item, to: message.quantity) }
        handle(CartRemoveItem.self) { coordinator, message in await coordinator.remove(message.item) }
        handle(CartCheckout.self) { coordinator, _ in coordinator.startCheckout() }
        handle(CartCheckStock.self) { coordinator, _ in await coordinator.shop.cart.refreshStock() }
    }

    /// The cart's page.
    public override func canShow(_ page: ShopPage) -> Bool { page == .cart }

    /// The cart screen.
    public override func viewController(for page: ShopPage) throws -> ViewController {
        guard page == .cart else { throw NavigationError.pageNotOwned(page: "\(page)", stack: identifier) }
        return CartViewController()
    }

    /// Follows the cart manager, so the lines stay current.
    public override func start() {
        super.start()
        follow()
    }

    /// Stops following the cart.
    public override func willStop() {
        following?.cancel()
        following = nil
        super.willStop()
    }

    private var cartScreen: CartViewController? {
        viewControllers.lazy.compactMap { $0 as? CartViewController }.first
    }

    private func follow() {
        following?.cancel()
        following = nil
        let catalog = shop.catalog
        let snapshots = shop.cart.snapshots()
        following = Task { [weak self] in
            for await snapshot in snapshots {
                let lines = await CartLines.summaries(of: snapshot, catalog: catalog)
                guard !Task.isCancelled, let self else { return }
                self.show(lines, of: snapshot)
            }
        }
    }

    private func reload() async {
        guard let screen = cartScreen else { return }
        screen.problem = nil
        let snapshot = await shop.cart.snapshot
        show(await CartLines.summaries(of: snapshot, catalog: shop.catalog), of: snapshot)
    }

    private func show(_ lines: [CartLineSummary], of snapshot: CartSnapshot) {
        cartScreen?.lines = lines
        cartScreen?.stockProblem = snapshot.stockCheckFailure.map { backstage.failure(of: $0).screenProblem }
    }

    /// Sets the line's quantity in one step of the cart manager: a refused or failed change
    /// leaves the line as it was, and the screen says why (for stock, how many are left).
    private func change(_ item: CartItem, to quantity: Quantity) async {
        let cart = shop.cart
        guard quantity != item.quantity else { return }
        cartScreen?.problem = nil
        do throws(ShopError) {
            try await cart.setQuantity(quantity, of: CartVariant(item))
        } catch .outOfStock {
            let entry = await cart.snapshot.entries.first { $0.id == CartVariant(item) }
            let product = try? await shop.catalog.product(item.style)
            let colors = try? await shop.catalog.colorTable()
            cartScreen?.problem = ShopValues.shortage(of: item, product: product, colors: colors, available: entry?.availability.available)
        } catch {
            cartScreen?.problem = backstage.failure(of: error).screenProblem
        }
    }

    private func remove(_ item: CartItem) async {
        do {
            try await shop.cart.remove(CartVariant(item))
        } catch {
            cartScreen?.problem = backstage.failure(of: error).screenProblem
        }
    }
}
