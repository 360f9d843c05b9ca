public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
public import Signals

/// The order history's side effect, outside its screen: it fetches the customer's orders and
/// reports what came of it on `outcomes`, which `OrderHistoryFlow` feeds into its inputs. When the
/// shop cannot be reached it still reports the orders this device kept, with the failure. The
/// flow's container holds it; a result that arrives after the container is gone is dropped.
@MainActor
public final class OrderHistoryEffects {
    /// What came of a fetch.
    public enum Outcome: Hashable, Sendable {
        /// The customer's orders, newest first.
        case orders([OrderSummary])
        /// The fetch failed; `kept` are the orders this device had from before (maybe none).
        case failed(ScreenProblem, kept: [OrderSummary])
    }

    private let orders: OrderManager
    private let pipe = SignalPipe<Outcome>()

    /// The results of the fetches, in the order they came.
    public var outcomes: Signal<Outcome> { pipe.signal }

    /// Effects on the customer's order manager.
    public init(orders: OrderManager) {
        self.orders = orders
    }

    /// Fetches the orders from the shop.
    public func load() {
        let orders = orders
        Task { [weak self] in
            let outcome: Outcome
            do {
                outcome = .orders(try await orders.refreshHistory())
            } catch {
                outcome = .failed(ScreenProblem(error), kept: (try? await orders.history()) ?? [])
            }
            self?.pipe.send(outcome)
        }
    }
}
