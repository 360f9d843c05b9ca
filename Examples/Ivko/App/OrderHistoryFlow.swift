public import IvkoMiddleware
public import IvkoModel
import IvkoScreens
import Signals
public import StatelessCoordinators

/// The order history as a stateless flow: `vend` returns the configured screen and keeps no state;
/// the screen's retry is answered inside the flow, and a chosen order leaves it as an output
/// (`mapIO`) for the stateful Account tab that hosts it to show.
public enum OrderHistoryFlow: VendingCoordinator {
    /// Nothing comes into the flow from outside once it is vended.
    public enum Inputs {}

    /// What the flow reports to the coordinator that shows it.
    public enum Outputs: Equatable {
        /// Show this order.
        case showOrder(OrderSummary)
    }

    /// The history screen, fetching the orders from `orders` now and on every retry.
    @MainActor
    public static func vend(orders: OrderManager) -> OrderListViewController {
        let screen = OrderListViewController()
        load(into: screen, from: orders)
        screen.outputs.observe(weak: screen) { screen, output in
            if case .retry = output { load(into: screen, from: orders) }
        }
        return screen
    }

    /// The flow's output for a screen's output (`nil`: the flow answered it itself).
    public static func mapIO(_ output: OrderListViewController.Outputs) -> Outputs? {
        switch output {
        case .chose(let order): .showOrder(order)
        case .retry: nil
        }
    }

    @MainActor
    private static func load(into screen: OrderListViewController, from orders: OrderManager) {
        screen.send(.loading)
        Task { [weak screen] in
            do {
                let history = try await orders.refreshHistory()
                screen?.send(.show(history))
            } catch {
                let failure = ScreenProblem(error)
                if let kept = try? await orders.history(), !kept.isEmpty { screen?.send(.show(kept)) }
                screen?.send(.fail(failure))
            }
        }
    }
}
