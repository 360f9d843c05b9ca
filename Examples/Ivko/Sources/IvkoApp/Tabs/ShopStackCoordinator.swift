public import Coordinators
import IvkoMiddleware
public import IvkoScreens
import Screens
import Signals
public import StatelessCoordinators

/// What the shop's three tabs share: a stack of pages named after its tab, the signed-in shop's
/// managers (read from the `AppDependency` the tab inherits from the signed-in tree), and the
/// checkout a tab may present (Catalog after Buy Now, Cart after Checkout: the same vended flow,
/// started in one place).
@MainActor
public class ShopStackCoordinator: PageStackCoordinator<ShopPage> {
    /// The checkout this stack presented, while it is presented.
    public private(set) weak var checkout: IONavigationController<CheckoutFlow>?

    /// The stack of `tab`, starting at `rootPage`, standing beside `sidebar` in a split view when one
    /// is given (the split is then the tab).
    init(tab: ShopTab, rootPage: ShopPage, sidebar: ViewController? = nil) {
        super.init(rootPage: rootPage, identifier: tab.stackName)
        if let sidebar { standBeside(sidebar: sidebar) }
        tab.configure((outerViewController ?? navigationController).tabBarItem)
    }

    /// Presents checkout (`CheckoutFlow`) from this stack, unless it is presented already, and
    /// dismisses it when it reports that it is over. The user may also swipe it away (but while
    /// the order is being placed): the presentation forgets it, and nothing is left to undo. Throws
    /// the `CoordinatorError` of a missing manager or the `ScreensError` of a refused presentation.
    func startCheckout() throws {
        if let checkout, checkout.presentingViewController != nil { return }
        let flow = CheckoutFlow.vend(cart: try cartManager(), orders: try orderManager(), account: try managers().account)
        flow.outputs.observe(weak: self) { stack, output in
            switch output {
            case .finished, .cancelled: stack.dismiss()
            }
        }
        checkout = flow
        try present(flow)
    }

    /// The reply `body` makes, or the problem a screen shows for what it threw: how the tabs answer
    /// their screens' messages.
    func answering<Reply>(_ body: () async throws -> Reply) async throws(ScreenProblem) -> Reply {
        do {
            return try await body()
        } catch {
            throw ScreenProblem(error)
        }
    }
}
