public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
public import Screens
import Signals
public import StatelessCoordinators

/// The order history as a stateless flow: `vend` returns the history screen in its container and
/// keeps no state. Everything that happens is an input handled by one exhaustive `switch`: the
/// screen's outputs and the fetch's outcomes (`OrderHistoryEffects`) come in through pure `mapIO`
/// functions, and a chosen order leaves as an output for the stateful Account tab that hosts the
/// flow to show.
public enum OrderHistoryFlow: VendingCoordinator {
    /// Everything the flow reacts to.
    public enum Inputs: Hashable, Sendable {
        /// Fetch the orders (at the start, and the screen's retry).
        case load
        /// The user chose an order.
        case chose(OrderSummary)
        /// The orders arrived.
        case loaded([OrderSummary])
        /// The fetch failed; `kept` are the orders this device had from before.
        case failed(ScreenProblem, kept: [OrderSummary])
    }

    /// What the flow reports to the coordinator that shows it.
    public enum Outputs: Hashable, Sendable {
        /// Show this order.
        case showOrder(OrderSummary)
    }

    /// The flow's container: the history screen, hosted with the flow's closures.
    public typealias Host = IOHostingController<Self, OrderListViewController>

    /// The history screen in its container, its orders on their way from `orders`.
    @MainActor
    public static func vend(orders: OrderManager) throws(ScreensError) -> Host {
        let effects = OrderHistoryEffects(orders: orders)
        let (host, io) = try Host.make(content: OrderListViewController())
        io.addInputs(host.content.outputs.map(mapIO))
        io.addInputs(effects.outcomes.map(mapIO))
        io.inputs.observe(weak: host) { host, input in
            switch input {
            case .load:
                host.content.send(.loading)
                effects.load()
            case .loaded(let history):
                host.content.send(.show(history))
            case .failed(let problem, let kept):
                if !kept.isEmpty { host.content.send(.show(kept)) }
                host.content.send(.fail(problem))
            case .chose(let order):
                io.emit(.showOrder(order))
            }
        }
        host.send(.load)
        return host
    }

    /// The flow's input for the screen's output.
    public static func mapIO(_ output: OrderListViewController.Outputs) -> Inputs {
        switch output {
        case .chose(let order): .chose(order)
        case .retry: .load
        }
    }

    /// The flow's input for a fetch's outcome.
    public static func mapIO(_ outcome: OrderHistoryEffects.Outcome) -> Inputs {
        switch outcome {
        case .orders(let history): .loaded(history)
        case .failed(let problem, let kept): .failed(problem, kept: kept)
        }
    }
}
