public import Coordinators
import IvkoMiddleware
import IvkoScreens
import Screens
import Signals
public import StatelessCoordinators

/// What the shop's three tabs share: a stack of pages named after its tab, the managers from the
/// dependency, the backstage that names failures, and the checkout a tab may present (Catalog after
/// Buy Now, Cart after Checkout: the same vended flow, started in one place).
@MainActor
public class ShopStackCoordinator: PageStackCoordinator<ShopPage> {
    let backstage: any ShopBackstage

    /// The checkout this stack presented, while it is presented.
    public private(set) weak var checkout: IONavigationController<CheckoutFlow>?

    /// The stack of `tab`, starting at `rootPage`; failures are named by `backstage`.
    init(tab: ShopTab, rootPage: ShopPage, backstage: any ShopBackstage) {
        self.backstage = backstage
        super.init(rootPage: rootPage, identifier: tab.stackName)
        tab.configure(navigationController.tabBarItem)
    }

    /// The managers, once the shop has them.
    var shop: AppDependency? { dependencies[AppDependency.self] }

    /// Presents checkout (`CheckoutFlow`) from this stack, unless it is presented already, and
    /// dismisses it when it reports that it is over. The user may also swipe it away (but while
    /// the order is being placed): the presentation forgets it, and nothing is left to undo.
    func startCheckout() {
        if let checkout, checkout.presentingViewController != nil { return }
        guard let shop, let cart = shop.cart, let orders = shop.orders else {
            // The user's cart is not open (yet): say so, and let the user try again.
            let (alert, choices) = CheckoutProblemAlert.vend(.unexpected)
            choices.observe(weak: self) { stack, choice in
                if choice == .tryAgain { stack.startCheckout() }
            }
            present(alert)
            return
        }
        let flow = CheckoutFlow.vend(cart: cart, orders: orders, account: shop.account, catalog: shop.catalog, backstage: backstage)
        flow.outputs.observe(weak: self) { stack, output in
            switch output {
            case .finished, .cancelled: stack.dismiss()
            }
        }
        checkout = flow
        present(flow)
    }
}
