public import Coordinators
import Foundation
import IvkoMiddleware
public import IvkoModel
import IvkoScreens
public import Screens

/// Checkout: address → review → place order → confirmation. It runs on its parent's navigation
/// stack (the Catalog tab's after Buy Now, the Cart tab's after Checkout) and finishes when the
/// user is done with the confirmation, taking its screens off the stack.
@MainActor
public final class CheckoutCoordinator: NavigationCoordinator {
    private let backstage: any ShopBackstage
    private let shop: SignedInShop
    private weak var addressScreen: AddressViewController?
    private weak var reviewScreen: ReviewViewController?
    private var addresses: [Address] = []
    /// The order this checkout tried to place and may have placed: a retry sends it again with the
    /// same client reference, so however often the user retries, the shop makes one order.
    private var attemptedOrder: OrderRequest?
    /// The confirmation of the order this checkout placed, once the shop confirmed it.
    public private(set) var confirmation: OrderConfirmation?

    /// A checkout on `navigationController` (its parent's), ordering with `shop`'s managers.
    public init(navigationController: NavigationController, shop: SignedInShop, backstage: any ShopBackstage) {
        self.backstage = backstage
        self.shop = shop
        super.init(navigationController: navigationController, identifier: "checkout")
        handle(AccountLoadAddresses.self) { coordinator, _ in await coordinator.loadAddresses() }
        handle(CartUseAddress.self) { coordinator, message in await coordinator.review(to: message.addressID) }
        handle(CartPlaceOrder.self) { coordinator, message in await coordinator.placeOrder(to: message.addressID) }
        handle(CartFinishCheckout.self) { coordinator, _ in coordinator.finish() }
    }

    /// Shows the address step.
    public override func start() {
        super.start()
        let screen = AddressViewController()
        addressScreen = screen
        show(screen)
    }

    private func loadAddresses() async {
        guard let screen = addressScreen else { return }
        let account = shop.account
        screen.problem = nil
        do {
            let customer = try await account.refresh()
            addresses = customer.addresses
            screen.addresses = customer.addresses
        } catch {
            screen.problem = backstage.failure(of: error).screenProblem
        }
    }

    private func review(to addressID: AddressID) async {
        let cart = shop.cart
        let screen = reviewScreen ?? ReviewViewController()
        screen.address = addresses.first { $0.id == addressID }
        screen.lines = await CartLines.summaries(of: await cart.snapshot, catalog: shop.catalog)
        if reviewScreen == nil {
            reviewScreen = screen
            show(screen)
        }
    }

    private func placeOrder(to addressID: AddressID) async {
        guard let screen = reviewScreen else { return }
        let cart = shop.cart
        let orders = shop.orders
        screen.problem = nil
        screen.isPlacingOrder = true
        defer { screen.isPlacingOrder = false }
        do {
            let items = await cart.snapshot.entries.map(\.item)
            let order = OrderRequest(
                clientReference: attemptedOrder?.clientReference ?? UUID(), addressID: addressID, items: items
            )
            attemptedOrder = order
            let placed = try await orders.checkout(order)
            attemptedOrder = nil
            confirmation = placed
            // The order manager took the ordered lines out of the cart in the transaction that
            // completed the order (so a crash never leaves one without the other).
            top(ConfirmationViewController(confirmation: placed))
        } catch {
            screen.problem = backstage.failure(of: error).screenProblem
        }
    }
}
