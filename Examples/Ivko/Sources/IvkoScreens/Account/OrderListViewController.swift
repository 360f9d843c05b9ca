public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// The order history in the stateless style: it takes its data only through `send(_:)` and reports
/// only through `outputs`. A list a person scans: a row per order, its number and day on the left,
/// its total and status on the right (aligned down the list), above it the status (loading, none,
/// a failure with Try again).
/// `OrderHistoryFlow` vends it; the Account tab shows it.
@MainActor
public final class OrderListViewController: ViewController, IOViewController {
    /// What the flow tells the screen: the orders are being fetched, the orders (newest first), or
    /// fetching them failed.
    public typealias Inputs = LoadInput<[OrderSummary]>

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
    /// The orders, their loading and its problem (a retry is the `retry` output). Orders kept from
    /// before stay shown with a failure, which says they may not be all.
    public private(set) lazy var orders = LoadBinding<[OrderSummary]>(
        for: self, loading: "Loading your orders…", empty: "No orders yet.", partly: "These may not be all your orders.",
        isEmpty: \.isEmpty, retry: { [weak self] _ in self?.pipe.send(.retry) }
    ) { [weak self] in self?.apply() }
    /// A row per order: `2026-000123 · 2.12.2026` on the left, `129,90 € · Shipped` on the right;
    /// choosing one sends `chose`.
    public let listView = ListView().identified("orders.list")
    private lazy var rows = ListRows<OrderSummary, ListViewCell>(of: listView) { cell, order in
        cell.text = "\(order.number.rawValue) · \(ShopFormat.day(order.date))"
        cell.detailText = "\(ShopFormat.money(order.total)) · \(order.status.displayName)"
    } choose: { [weak self] order, _ in
        self?.pipe.send(.chose(order))
    }

    /// An empty history screen.
    public override init() {
        super.init()
        title = "Orders"
    }

    /// The status, then the orders.
    public override func loadView() {
        view = StackView(arrangedSubviews: [orders.statusView, listView], axis: .vertical, spacing: 1)
    }

    /// Shows what the flow sent before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        orders.render()
    }

    /// Takes an input from the flow.
    public func send(_ input: Inputs) {
        orders.state.take(input)
    }

    private func apply() {
        rows.items = orders.value ?? []
    }
}
