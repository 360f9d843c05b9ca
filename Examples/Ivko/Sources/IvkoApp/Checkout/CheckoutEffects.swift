import Foundation
public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
public import Signals

/// Checkout's side effects, outside its screens: it loads the customer's addresses, gathers the
/// cart's lines for the review and places the order, and reports each result on `outcomes`, which
/// `CheckoutFlow` feeds into its inputs. It is the one place that calls the managers for checkout and
/// keeps nothing: what a retry sends (the order attempted, with its client reference, so the shop
/// makes one order however often the user retries) is the order manager's. The flow that owns it
/// holds it in its container; a result that arrives after the container is gone is dropped.
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
    private let pipe = SignalPipe<Outcome>()

    /// The results of the effects, in the order they came.
    public var outcomes: Signal<Outcome> { pipe.signal }

    /// Effects on the user's managers.
    public init(cart: CartManager, orders: OrderManager, account: AccountManager) {
        self.cart = cart
        self.orders = orders
        self.account = account
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

    /// Gathers the cart's lines, as the cart manager names them, for the review of an order to `address`.
    public func prepareReview(to address: Address) {
        let cart = cart
        Task { [weak self] in
            let lines = await cart.snapshot.entries.map(CartLineSummary.init)
            self?.pipe.send(.review(address: address, lines: lines))
        }
    }

    /// Places the order of the cart's lines to `addressID` (after a failure, the order attempted,
    /// as the order manager decides).
    public func placeOrder(to addressID: AddressID) {
        let orders = orders
        report { try await orders.placeOrder(to: addressID) }
    }

    /// Sends the order that failed again, exactly as it was.
    public func placeOrderAgain() {
        let orders = orders
        report { try await orders.placeAttemptedOrderAgain() }
    }

    /// Reports what placing an order came to. The order manager took the ordered lines out of the
    /// cart in the transaction that completed the order (so a crash never leaves one without the other).
    private func report(_ placing: @escaping @Sendable () async throws -> OrderConfirmation) {
        Task { [weak self] in
            let outcome: Outcome
            do {
                outcome = .placed(try await placing())
            } catch {
                outcome = .orderFailed(ScreenProblem(error))
            }
            self?.pipe.send(outcome)
        }
    }
}
