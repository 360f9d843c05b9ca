public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// The order history in the stateless style: it takes its data only through `send(_:)` and reports
/// only through `outputs`, one button per order (number, day, total and status) and a retry button
/// for a failure. `OrderHistoryFlow` vends it; the Account tab shows it.
@MainActor
public final class OrderListViewController: ViewController, IOViewController {
    /// What the flow tells the screen.
    public enum Inputs {
        /// The orders are being fetched.
        case loading
        /// The orders, newest first.
        case show([OrderSummary])
        /// Fetching failed; what was shown stays, marked as possibly incomplete.
        case fail(ScreenProblem)
    }

    /// What the user did.
    public enum Outputs {
        /// The user chose an order.
        case chose(OrderSummary)
        /// The user asked to fetch the orders again.
        case retry
    }

    private let pipe = SignalPipe<Outputs>()
    /// The user's actions.
    public var outputs: Signal<Outputs> { pipe.signal }
    /// The orders shown, `nil` until they arrive.
    public private(set) var orders: [OrderSummary]?
    /// The failure shown, if any.
    public private(set) var problem: ScreenProblem?
    /// One button per order.
    public let orderButtons = StackView(axis: .vertical)
    /// Loading, empty and failure messages.
    public let statusLabel = Label()
    /// Fetches the orders again after a failure.
    public let retryButton = Button(title: "Try again")

    /// An empty history screen.
    public override init() {
        super.init()
        title = "Orders"
        retryButton.action = { [weak self] _ in self?.pipe.send(.retry) }
    }

    /// The status, the retry button and the orders.
    public override func loadView() {
        view = StackView(arrangedSubviews: [statusLabel, retryButton, orderButtons], axis: .vertical, spacing: 1)
    }

    /// Shows what the flow sent before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        apply()
    }

    /// Takes an input from the flow.
    public func send(_ input: Inputs) {
        switch input {
        case .loading:
            problem = nil
        case .show(let list):
            orders = list
            problem = nil
        case .fail(let failure):
            problem = failure
        }
        if isViewLoaded { apply() }
    }

    private func apply() {
        for button in orderButtons.arrangedSubviews { button.removeFromSuperview() }
        for order in orders ?? [] {
            let title =
                "\(order.number.rawValue) · \(ShopFormat.day(order.date)) · \(ShopFormat.money(order.total)) · "
                + order.status.displayName
            orderButtons.addArrangedSubview(Button(title: title) { [weak self] _ in self?.pipe.send(.chose(order)) })
        }
        retryButton.isHidden = problem == nil
        statusLabel.text =
            if let problem {
                // The orders shown came before; the shop's list may have more (or newer) ones.
                orders?.isEmpty == false ? "These may not be all your orders. \(problem.message)" : problem.message
            } else if orders == nil {
                "Loading your orders…"
            } else if orders?.isEmpty == true {
                "No orders yet."
            } else {
                nil
            }
        statusLabel.isHidden = statusLabel.text == nil
    }
}
