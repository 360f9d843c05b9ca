public import Coordinators
import IvkoMiddleware
import IvkoScreens
import Screens

/// What the shop's three tabs share: a stack of pages named after its tab, the managers from the
/// dependency, the backstage that names failures, and the checkout flow a tab may run on its own
/// stack (Catalog after Buy Now, Cart after Checkout: the same flow, started in one place).
@MainActor
public class ShopStackCoordinator: PageStackCoordinator<ShopPage> {
    let backstage: any ShopBackstage

    /// The checkout flow running on this stack, if any.
    public private(set) weak var checkout: CheckoutCoordinator?

    /// The stack of `tab`, starting at `rootPage`; failures are named by `backstage`.
    init(tab: ShopTab, rootPage: ShopPage, backstage: any ShopBackstage) {
        self.backstage = backstage
        super.init(rootPage: rootPage, identifier: tab.stackName)
        tab.configure(navigationController.tabBarItem)
    }

    /// The managers, once the shop has them.
    var shop: AppDependency? { dependencies[AppDependency.self] }

    /// Starts checkout on this stack, unless it runs already.
    func startCheckout() {
        guard checkout == nil else { return }
        let flow = CheckoutCoordinator(navigationController: navigationController, backstage: backstage)
        checkout = flow
        startChild(flow)
    }
}
