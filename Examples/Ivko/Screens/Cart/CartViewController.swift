public import Foundation
public import Screens
import Coordinators
import IvkoModel

/// The cart: its lines with quantity change and remove (confirmed with an alert first), the total,
/// a warning when lines cannot be had, a notice with "Check again" when their stock could not be
/// checked, and Checkout. It asks for the lines with `CartLoad` when its view loads; the
/// coordinator sets `lines` (again whenever the cart changes), `stockProblem` or `problem`. The
/// tab's badge is the coordinator's (`TabBarItem.setBadge(count:)`).
@MainActor
public final class CartViewController: ViewController, ListViewDataSource {
    /// The lines; `nil` until the coordinator has them.
    public var lines: [CartLineSummary]? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the cart could not be loaded or changed (shown with a retry button, above the lines).
    public var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the stock of the lines could not be checked; `nil` once a check succeeded. The lines
    /// then show what an earlier check found, if any.
    public var stockProblem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }

    /// The lines.
    public let listView = ListView()
    /// The warning shown when some lines cannot be had as they stand.
    public let warningLabel = Label()
    /// Says that the stock could not be checked, and why.
    public let stockProblemLabel = Label()
    /// Sends `CartCheckStock`; shown with `stockProblemLabel`.
    public let checkStockButton = Button(title: "Check again")
    /// The total.
    public let totalLabel = Label()
    /// Sends `CartCheckout`; disabled while the cart is empty or a line is out of stock.
    public let checkoutButton = Button(title: "Checkout")
    /// Loading, empty and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }

    /// A cart screen with no lines yet.
    public override init() {
        super.init()
        title = "Cart"
        ShopTab.cart.configure(tabBarItem)
        listView.accessibilityIdentifier = "cart.list"
        totalLabel.accessibilityIdentifier = "cart.total"
        warningLabel.accessibilityIdentifier = "cart.warning"
        stockProblemLabel.accessibilityIdentifier = "cart.stockProblem"
        checkStockButton.accessibilityIdentifier = "cart.checkStock"
        checkoutButton.accessibilityIdentifier = "cart.checkout"
    }

    /// A column: status, lines, warnings, total, Checkout.
    public override func loadView() {
        view = StackView(
            arrangedSubviews: [statusView, listView, warningLabel, stockProblemLabel, checkStockButton, totalLabel, checkoutButton],
            axis: .vertical
        )
    }

    /// Sets up the list and the button, shows what was set before the view loaded, and asks for
    /// the lines unless the coordinator set them already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(CartLineCell.self, forCellReuseIdentifier: CartLineCell.reuseIdentifier)
        listView.allowsSelection = false
        listView.dataSource = self
        checkoutButton.action = { button in button.sendAction(CartCheckout()) }
        checkStockButton.action = { button in button.sendAction(CartCheckStock()) }
        apply()
        if lines == nil { sendAction(CartLoad()) }
    }

    /// One row per line.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        lines?.count ?? 0
    }

    /// A line's row; its Remove button asks this screen to confirm.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(CartLineCell.self, withReuseIdentifier: CartLineCell.reuseIdentifier, for: indexPath)
        let lines = lines ?? []
        cell.line = lines.indices.contains(indexPath.item) ? lines[indexPath.item] : nil
        cell.onRemove = { [weak self] cell in
            guard let line = cell.line else { return }
            self?.confirmRemoval(of: line)
        }
        return cell
    }

    /// Presents an alert asking whether to remove `line`: Remove sends `CartRemoveItem`, Cancel
    /// leaves the cart as it is.
    private func confirmRemoval(of line: CartLineSummary) {
        let alert = AlertController(
            title: "Remove \(line.title)?", message: "\(line.variantDescription), \(line.quantityDescription)", preferredStyle: .alert
        )
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        alert.addAction(cancel)
        alert.addAction(
            AlertAction(title: "Remove", style: .destructive) { [weak self] _ in
                self?.sendAction(CartRemoveItem(item: line.item))
            })
        alert.preferredAction = cancel
        present(alert, animated: true)
    }

    private func retry(from button: Button) {
        problem = nil
        button.sendAction(CartLoad())
    }

    private func apply() {
        listView.reloadData()
        let lines = lines ?? []
        statusView.status =
            if let problem {
                .message(problem.message, canRetry: true)
            } else if self.lines == nil {
                .loading("Loading your cart…")
            } else if lines.isEmpty {
                .message("Your cart is empty.", canRetry: false)
            } else {
                .hidden
            }
        listView.isHidden = lines.isEmpty
        let shortLines = lines.filter { $0.availability.warning != nil }
        warningLabel.text = shortLines.isEmpty ? nil : "Some items are not available as asked: change or remove them."
        warningLabel.isHidden = shortLines.isEmpty
        stockProblemLabel.text = stockProblem.map { "The stock could not be checked: \($0.message)" }
        stockProblemLabel.isHidden = lines.isEmpty || stockProblem == nil
        checkStockButton.isHidden = stockProblemLabel.isHidden
        let total = CartLineSummary.total(of: lines)
        totalLabel.text = total.map { "Total: \(ShopFormat.money($0))" } ?? "Total: shown once every price is known"
        totalLabel.isHidden = lines.isEmpty
        checkoutButton.isHidden = lines.isEmpty
        checkoutButton.isEnabled = !lines.isEmpty && !lines.contains { $0.availability == .outOfStock }
    }
}
