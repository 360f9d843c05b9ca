public import Foundation
public import Screens
import Coordinators
public import IvkoModel

/// The customer's orders, newest first as the backend lists them; choosing one sends
/// `AccountShowOrder`. It asks for them with `AccountLoadOrders` when its view loads; the
/// coordinator sets `orders` (and `isIncomplete` when the backend's list was cut short or had
/// unreadable records) or `problem`.
@MainActor
public final class OrderHistoryViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The orders; `nil` until the coordinator has them.
    public var orders: [OrderSummary]? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Whether some orders are missing from `orders` (the list shows what it has and says so).
    public var isIncomplete = false {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the orders could not be loaded (shown with a retry button, above what was shown).
    public var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }

    /// The orders.
    public let listView = ListView()
    /// Loading, empty, incomplete and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }

    /// An order history with no orders yet.
    public override init() {
        super.init()
        title = "Orders"
        listView.accessibilityIdentifier = "orders.list"
    }

    /// A column: status, orders.
    public override func loadView() {
        view = StackView(arrangedSubviews: [statusView, listView], axis: .vertical)
    }

    /// Sets up the list, shows what was set before the view loaded, and asks for the orders unless
    /// the coordinator set them already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(OrderCell.self, forCellReuseIdentifier: OrderCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        apply()
        if orders == nil { sendAction(AccountLoadOrders()) }
    }

    /// One row per order.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        orders?.count ?? 0
    }

    /// An order's row.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(OrderCell.self, withReuseIdentifier: OrderCell.reuseIdentifier, for: indexPath)
        let orders = orders ?? []
        cell.order = orders.indices.contains(indexPath.item) ? orders[indexPath.item] : nil
        return cell
    }

    /// Choosing an order sends `AccountShowOrder` from its row.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard let orders, orders.indices.contains(indexPath.item) else { return }
        let sender: Responder = listView.cellForItem(at: indexPath) ?? listView
        sender.sendAction(AccountShowOrder(order: orders[indexPath.item]))
    }

    private func retry(from button: Button) {
        problem = nil
        button.sendAction(AccountLoadOrders())
    }

    private func apply() {
        listView.reloadData()
        let orders = orders ?? []
        statusView.status = if let problem {
            .message(problem.message, canRetry: true)
        } else if self.orders == nil {
            .loading("Loading your orders…")
        } else if isIncomplete {
            .message(
                orders.isEmpty ? "Your orders could not be read." : "Some of your orders could not be shown.",
                canRetry: true
            )
        } else if orders.isEmpty {
            .message("You have not ordered anything yet.", canRetry: false)
        } else {
            .hidden
        }
        listView.isHidden = orders.isEmpty
    }
}
