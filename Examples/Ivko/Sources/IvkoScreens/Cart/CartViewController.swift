public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// The cart, in the stateless style: its lines with quantity change and remove (which whoever shows
/// the cart confirms with the user first), the total, a warning when lines cannot be had, a notice with "Check again" when
/// their stock could not be checked, and Checkout. The lines arrive as inputs (again whenever the
/// cart changes); what the user does leaves as outputs: each line's model (`CartLineModel`) reports
/// on its own, and a `SignalBus` merges those into the screen's outputs. The tab's badge is the
/// coordinator's (`TabBarItem.setBadge(count:)`).
@MainActor
public final class CartViewController: ViewController, IOViewController {
    /// What the coordinator tells the screen.
    public enum Inputs: Hashable, Sendable {
        /// The cart's lines, and why their stock could not be checked (`nil`: it could).
        case show(lines: [CartLineSummary], stockProblem: ScreenProblem?)
        /// Why loading or changing the cart failed (the lines shown stay), or `nil` to take the
        /// failure away when the user tries again.
        case problem(ScreenProblem?)
    }

    /// What the user did.
    public enum Outputs: Hashable, Sendable {
        /// Set the line of `item` (as shown) to `quantity`.
        case changeQuantity(item: CartItem, quantity: Quantity)
        /// The user asked to remove this line; whoever shows the cart asks them to confirm it.
        case remove(CartLineSummary)
        /// Check out the cart.
        case checkout
        /// Check the stock of the lines again (after a check failed).
        case checkStock
        /// Load the cart again (after a failure).
        case reload
    }

    private let pipe = SignalPipe<Outputs>()
    private let lineOutputs = SignalBus<CartLineModel.Outputs>()
    private let outputBus = SignalBus<Outputs>()
    /// The user's actions: the screen's own and its lines'.
    public var outputs: Signal<Outputs> { outputBus.signal }
    /// The lines, their loading, and why the cart could not be loaded or changed (shown above the
    /// lines, with a retry when trying again can mend it: not for a refusal such as a line at its
    /// stock limit; the retry is the `reload` output). An empty cart says so, with no retry.
    public private(set) lazy var lines = LoadBinding<[CartLineSummary]>(
        for: self, loading: "Loading your cart…", empty: "Your cart is empty.", emptyCanRetry: false, isEmpty: \.isEmpty,
        retry: { [weak self] _ in self?.pipe.send(.reload) }
    ) { [weak self] in self?.apply() }
    /// Why the stock of the lines could not be checked; `nil` once a check succeeded. The lines
    /// then show what an earlier check found, if any.
    public private(set) var stockProblem: ScreenProblem?
    /// One model per line, in the lines' order; a line keeps its model while it stays in the cart.
    public private(set) var lineModels: [CartLineModel] = []

    /// The lines, each bound to its line's model.
    public let listView = ListView().identified("cart.list")
    private lazy var rows = ListRows<CartLineModel, CartLineCell>(of: listView) { cell, model in cell.model = model }
    /// The warning shown when some lines cannot be had as they stand.
    public let warningLabel = Label().identified("cart.warning")
    /// Says that the stock could not be checked, and why.
    public let stockProblemLabel = Label().identified("cart.stockProblem")
    /// Checks the stock again; shown with `stockProblemLabel`.
    public let checkStockButton = Button(title: "Check again").identified("cart.checkStock")
    /// The total.
    public let totalLabel = Label().identified("cart.total")
    /// Checks out; disabled while the cart is empty or a line is out of stock.
    public let checkoutButton = Button(title: "Checkout").identified("cart.checkout")

    /// A cart screen with no lines yet.
    public override init() {
        super.init()
        title = "Cart"
        ShopTab.cart.configure(tabBarItem)
        listView.allowsSelection = false
        checkoutButton.action = { [weak self] _ in self?.pipe.send(.checkout) }
        checkStockButton.action = { [weak self] _ in self?.pipe.send(.checkStock) }
        outputBus.add(pipe.signal)
        outputBus.add(lineOutputs.signal.map(Self.mapIO))
    }

    /// The screen's output for a line's.
    public static func mapIO(_ output: CartLineModel.Outputs) -> Outputs {
        switch output {
        case .changeQuantity(let item, let quantity): .changeQuantity(item: item, quantity: quantity)
        case .remove(let line): .remove(line)
        }
    }

    /// A column: status, lines, warnings, total, Checkout.
    public override func loadView() {
        view = StackView(
            arrangedSubviews: [lines.statusView, listView, warningLabel, stockProblemLabel, checkStockButton, totalLabel, checkoutButton],
            axis: .vertical
        )
    }

    /// Shows what arrived before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        lines.render()
    }

    /// Takes an input from the coordinator.
    public func send(_ input: Inputs) {
        switch input {
        case .show(let lines, let stockProblem):
            self.stockProblem = stockProblem
            bindModels(to: lines)
            // A problem shown stays: the cart following the manager does not hide why a change failed.
            self.lines.value = lines
        case .problem(let failure):
            lines.problem = failure
        }
    }

    /// Keeps the model of every line still in the cart (with its new values), makes one for each
    /// new line, and takes the models of the lines that left off the bus.
    private func bindModels(to lines: [CartLineSummary]) {
        var previous = Dictionary(lineModels.map { (Self.variant(of: $0.line.item), $0) }, uniquingKeysWith: { first, _ in first })
        lineModels = lines.map { line in
            if let model = previous.removeValue(forKey: Self.variant(of: line.item)) {
                model.line = line
                return model
            }
            let model = CartLineModel(line: line)
            lineOutputs.add(model.outputs)
            return model
        }
        for gone in previous.values { lineOutputs.remove(gone.outputs) }
    }

    /// The line's identity: its product, colour and size, whatever the quantity.
    private static func variant(of item: CartItem) -> CartItem {
        var variant = item
        variant.quantity = .one
        return variant
    }

    private func apply() {
        rows.items = lineModels
        let lines = lines.value ?? []
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
