public import Foundation
public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// Checkout's review step, in the stateless style: the lines, the address and the total arrive as
/// an input, and Place order is its output. While the order is being placed the button is
/// disabled and the screen cannot be swiped away; a failure arrives as `.fail` and shows in place with a retry that places the order
/// again (the flow sends the same order). It sends no message.
@MainActor
public final class ReviewViewController: ViewController, IOViewController, ListViewDataSource {
    /// What the flow tells the screen.
    public enum Inputs: Hashable, Sendable {
        /// What is ordered and where it goes.
        case show(address: Address, lines: [CartLineSummary])
        /// The order is being placed again (the flow's retry, e.g. from an alert).
        case placing
        /// Placing the order failed; the review stays as it was.
        case fail(ScreenProblem)
    }

    /// What the user did.
    public enum Outputs: Hashable, Sendable {
        /// Place the order to this address (also the retry after a failure).
        case placeOrder(addressID: AddressID)
    }

    private let pipe = SignalPipe<Outputs>()
    /// The user's actions.
    public var outputs: Signal<Outputs> { pipe.signal }
    /// The lines ordered.
    public private(set) var lines: [CartLineSummary] = []
    /// Where the order goes.
    public private(set) var address: Address?
    /// Why placing the order failed, until the user places it again.
    public private(set) var problem: ScreenProblem?
    /// Whether the order is being placed: from the tap until the flow's answer.
    public private(set) var isPlacingOrder = false

    /// The lines.
    public let listView = ListView()
    /// The address.
    public let addressLabel = Label().identified("review.address")
    /// The total.
    public let totalLabel = Label().identified("review.total")
    /// Places the order.
    public let placeOrderButton = Button(title: "Place order").identified("review.placeOrder")
    /// Placing and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] _ in self?.placeOrder() }

    /// The review step, with nothing to review yet.
    public override init() {
        super.init()
        title = "Review"
        listView.allowsSelection = false
        placeOrderButton.action = { [weak self] _ in self?.placeOrder() }
    }

    /// A column: lines, address, total, status, Place order.
    public override func loadView() {
        view = StackView(arrangedSubviews: [listView, addressLabel, totalLabel, statusView, placeOrderButton], axis: .vertical)
    }

    /// Sets up the list and shows what arrived before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.dataSource = self
        apply()
    }

    /// Takes an input from the flow.
    public func send(_ input: Inputs) {
        switch input {
        case .show(let address, let lines):
            self.address = address
            self.lines = lines
            problem = nil
        case .placing:
            problem = nil
            isPlacingOrder = true
        case .fail(let failure):
            problem = failure
            isPlacingOrder = false
        }
        if isViewLoaded { apply() }
    }

    /// One row per line.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        lines.count
    }

    /// A line's row: name, then colour, size, quantity and the line's total.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "line", for: indexPath)
        if lines.indices.contains(indexPath.item) {
            let line = lines[indexPath.item]
            cell.text = line.title
            let total = line.total.map { " · \(ShopFormat.money($0))" } ?? ""
            cell.detailText = "\(line.variantDescription) · \(line.quantityDescription)\(total)"
        }
        return cell
    }

    /// Place order, or its retry: once, until the flow answers.
    private func placeOrder() {
        // The buttons are disabled while placing or without anything to order.
        guard canPlaceOrder, let address else { return }
        problem = nil
        isPlacingOrder = true
        apply()
        pipe.send(.placeOrder(addressID: address.id))
    }

    private var canPlaceOrder: Bool { !isPlacingOrder && address != nil && !lines.isEmpty }

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
                .message("Your order was not placed. \(problem.message)", canRetry: problem.canRetry)
            } else if isPlacingOrder {
                .loading("Placing your order…")
            } else {
                .hidden
            }
        placeOrderButton.isEnabled = canPlaceOrder
        navigationItem.hidesBackButton = isPlacingOrder
        // Neither back nor away while the order is on its way: a sheet showing this screen stays.
        isModalInPresentation = isPlacingOrder
    }
}
