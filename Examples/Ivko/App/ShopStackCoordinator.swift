public import Coordinators
import IvkoMiddleware
public import IvkoScreens
import Screens

/// What the shop's three tabs share: a stack of pages named after its tab, the signed-in shop's
/// managers (given at creation, so every tab has them), the backstage that names failures, and the
/// checkout flow a tab may run on its own stack (Catalog after Buy Now, Cart after Checkout: the same
/// flow, started in one place).
@MainActor
public class ShopStackCoordinator: PageStackCoordinator<ShopPage> {
    let backstage: any ShopBackstage
    /// The signed-in shop's managers.
    let shop: SignedInShop

    /// The checkout flow running on this stack, if any.
    public private(set) weak var checkout: CheckoutCoordinator?

    /// The stack of `tab`, starting at `rootPage`, working with `shop`; failures are named by `backstage`.
    init(tab: ShopTab, rootPage: ShopPage, shop: SignedInShop, backstage: any ShopBackstage) {
        self.backstage = backstage
        self.shop = shop
        super.init(rootPage: rootPage, identifier: tab.stackName)
        tab.configure(navigationController.tabBarItem)
    }

    /// Starts checkout on this stack, unless it runs already.
    func startCheckout() {
        guard checkout == nil else { return }
        let flow = CheckoutCoordinator(navigationController: navigationController, shop: shop, backstage: backstage)
        checkout = flow
        startChild(flow)
    }

    /// The reply `body` makes, or the problem a screen shows for what it threw: how the tabs answer
    /// their screens' messages.
    func answering<Reply>(_ body: () async throws -> Reply) async throws(ScreenProblem) -> Reply {
        do {
            return try await body()
        } catch {
            throw backstage.failure(of: error).screenProblem
        }
    }
}
