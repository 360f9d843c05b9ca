public import Foundation
public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// The order history in the stateless style: it takes its data only through `send(_:)` and reports
/// only through `outputs`. A list a person scans: a row per order, its number and day on the left,
/// its total and status on the right (aligned down the list), and a retry button for a failure.
/// `OrderHistoryFlow` vends it; the Account tab shows it.
@MainActor
public final class OrderListViewController: ViewController, IOViewController, ListViewDataSource, ListViewDelegate {
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
    /// A row per order; choosing one sends `chose`.
    public let listView = ListView()
    /// Loading, empty and failure messages.
    public let statusLabel = Label()
    /// Fetches the orders again after a failure.
    public let retryButton = Button(title: "Try again")

    /// An empty history screen.
    public override init() {
        super.init()
        title = "Orders"
        listView.accessibilityIdentifier = "orders.list"
        retryButton.action = { [weak self] _ in self?.pipe.send(.retry) }
    }

    /// The status, the retry button and the orders.
    public override func loadView() {
        view = StackView(arrangedSubviews: [statusLabel, retryButton, listView], axis: .vertical, spacing: 1)
    }

    /// Sets up the list and shows what the flow sent before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(ListViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        apply()
    }

    /// A row per order.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        orders?.count ?? 0
    }

    /// An order's row: `2026-000123 · 2.12.2026` on the left, `129,90 € · Shipped` on the right.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        guard let orders, orders.indices.contains(indexPath.item) else { return cell }
        let order = orders[indexPath.item]
        cell.text = "\(order.number.rawValue) · \(ShopFormat.day(order.date))"
        cell.detailText = "\(ShopFormat.money(order.total)) · \(order.status.displayName)"
        return cell
    }

    /// Choosing an order sends `chose` with it.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard let orders, orders.indices.contains(indexPath.item) else { return }
        pipe.send(.chose(orders[indexPath.item]))
    }

    private static let reuseIdentifier = "order"

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
        listView.reloadData()
        listView.isHidden = orders?.isEmpty ?? true
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
