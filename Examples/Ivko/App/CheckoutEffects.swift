import Foundation
public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
public import Signals

/// Checkout's side effects, outside its screens: it loads the customer's addresses, gathers the
/// cart's lines for the review and places the order, and reports each result on `outcomes`, which
/// `CheckoutFlow` feeds into its inputs. It is the one place that calls the managers for checkout,
/// and it keeps the one thing a retry needs: the order it tried to place, so that a retry sends
/// that same order (same client reference) and the shop makes one order however often the user
/// retries. The flow that owns it holds it in its container; a result that arrives after the
/// container is gone is dropped.
@MainActor
public final class CheckoutEffects {
    /// What came of an effect.
    public enum Outcome: Hashable, Sendable {
        /// The customer's addresses.
        case addresses([Address])
        /// Loading the addresses failed.
        case addressesFailed(ScreenProblem)
        /// The lines to review for an order to `address`.
        case review(address: Address, lines: [CartLineSummary])
        /// The shop confirmed the order.
        case placed(OrderConfirmation)
        /// Placing the order failed; the order may be sent again as it is (`placeOrderAgain()`).
        case orderFailed(ScreenProblem)
    }

    private let cart: CartManager
    private let orders: OrderManager
    private let account: AccountManager
    private let catalog: CatalogManager
    private let pipe = SignalPipe<Outcome>()
    /// The order placed last and not confirmed yet: a retry sends it again.
    private var attemptedOrder: OrderRequest?

    /// The results of the effects, in the order they came.
    public var outcomes: Signal<Outcome> { pipe.signal }

    /// Effects on the user's managers.
    public init(cart: CartManager, orders: OrderManager, account: AccountManager, catalog: CatalogManager) {
        self.cart = cart
        self.orders = orders
        self.account = account
        self.catalog = catalog
    }

    /// Fetches the customer (and so the addresses) from the shop.
    public func loadAddresses() {
        let account = account
        Task { [weak self] in
            let outcome: Outcome
            do {
                outcome = .addresses(try await account.refresh().addresses)
            } catch {
                outcome = .addressesFailed(ScreenProblem(error))
            }
            self?.pipe.send(outcome)
        }
    }

    /// Gathers the cart's lines, named from the catalog, for the review of an order to `address`.
    public func prepareReview(to address: Address) {
        let cart = cart
        let catalog = catalog
        Task { [weak self] in
            let lines = await ShopValues.lines(of: await cart.snapshot, catalog: catalog)
            self?.pipe.send(.review(address: address, lines: lines))
        }
    }

    /// Places the order of the cart's lines to `addressID`. After a failure the order keeps its
    /// client reference: to the same address it is sent again exactly as it was.
    public func placeOrder(to addressID: AddressID) {
        let cart = cart
        let attempted = attemptedOrder
        Task { [weak self] in
            // What a retry sends is the order manager's decision; the flow only keeps what it tried.
            let items = await cart.snapshot.entries.map(\.item)
            await self?.send(OrderManager.orderToSend(to: addressID, items: items, after: attempted))
        }
    }

    /// Sends the order that failed again, exactly as it was.
    public func placeOrderAgain() {
        guard let attemptedOrder else {
            // Nothing failed, so there is nothing to send again: say so rather than order anew.
            pipe.send(.orderFailed(.unexpected))
            return
        }
        Task { [weak self] in await self?.send(attemptedOrder) }
    }

    private func send(_ order: OrderRequest) async {
        attemptedOrder = order
        do {
            let placed = try await orders.checkout(order)
            // The order manager took the ordered lines out of the cart in the transaction that
            // completed the order (so a crash never leaves one without the other).
            attemptedOrder = nil
            pipe.send(.placed(placed))
        } catch {
            pipe.send(.orderFailed(ScreenProblem(error)))
        }
    }
}
