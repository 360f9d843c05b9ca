public import Foundation
public import Screens
import Coordinators
public import IvkoModel

/// Checkout's review step: the lines, the address and the total, and Place order, which sends
/// `CartPlaceOrder`. While the order is being placed the button is disabled; if placing fails the
/// coordinator sets `problem`, which shows with a retry button that places the same order again.
@MainActor
public final class ReviewViewController: ViewController, ListViewDataSource {
    /// The lines ordered; set by the coordinator.
    public var lines: [CartLineSummary] = [] {
        didSet { if isViewLoaded { apply() } }
    }
    /// Where the order goes; set by the coordinator.
    public var address: Address? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why placing the order failed; setting one ends `isPlacingOrder`.
    public var problem: ScreenProblem? {
        didSet {
            if problem != nil { isPlacingOrder = false }
            if isViewLoaded { apply() }
        }
    }
    /// Whether the order is being placed. The screen sets it when it sends `CartPlaceOrder`.
    public var isPlacingOrder = false {
        didSet { if isViewLoaded { apply() } }
    }

    /// The lines.
    public let listView = ListView()
    /// The address.
    public let addressLabel = Label()
    /// The total.
    public let totalLabel = Label()
    /// Sends `CartPlaceOrder`.
    public let placeOrderButton = Button(title: "Place order")
    /// Placing and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.placeOrder(from: button) }

    /// The review step, with nothing to review yet.
    public override init() {
        super.init()
        title = "Review"
        listView.allowsSelection = false
        addressLabel.accessibilityIdentifier = "review.address"
        totalLabel.accessibilityIdentifier = "review.total"
        placeOrderButton.accessibilityIdentifier = "review.placeOrder"
    }

    /// A column: lines, address, total, status, Place order.
    public override func loadView() {
        view = StackView(arrangedSubviews: [listView, addressLabel, totalLabel, statusView, placeOrderButton], axis: .vertical)
    }

    /// Sets up the list and the button and shows what was set before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.dataSource = self
        placeOrderButton.action = { [weak self] button in self?.placeOrder(from: button) }
        apply()
    }

    /// One row per line.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        lines.count
    }

    /// A line's row: name, then colour, size, quantity and the line's total.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "line", for: indexPath)
        guard lines.indices.contains(indexPath.item) else { return cell }
        let line = lines[indexPath.item]
        cell.text = line.title
        let total = line.total.map { " · \(ShopFormat.money($0))" } ?? ""
        cell.detailText = "\(line.variantDescription) · \(line.quantityDescription)\(total)"
        return cell
    }

    private func placeOrder(from sender: Responder) {
        guard !isPlacingOrder, let address, !lines.isEmpty else { return }
        problem = nil
        isPlacingOrder = true
        sender.sendAction(CartPlaceOrder(addressID: address.id))
    }

    private func apply() {
        listView.reloadData()
        addressLabel.text =
            address.map { address in
                "Ship to: "
                    + [address.line1, [address.zip, address.city].compactMap(\.self).joined(separator: " "), address.country]
                    .compactMap(\.self).filter { !$0.isEmpty }.joined(separator: ", ")
            } ?? "Ship to: no address chosen"
        let total = CartLineSummary.total(of: lines)
        totalLabel.text = total.map { "Total: \(ShopFormat.money($0))" } ?? "Total: shown once every price is known"
        statusView.status =
            if let problem {
                .message("Your order was not placed. \(problem.message)", canRetry: true)
            } else if isPlacingOrder {
                .loading("Placing your order…")
            } else {
                .hidden
            }
        placeOrderButton.isEnabled = !isPlacingOrder && address != nil && !lines.isEmpty
        navigationItem.hidesBackButton = isPlacingOrder
    }
}
