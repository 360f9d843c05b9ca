public import IvkoModel
public import Screens

/// One order of the history: its number, day, status and total. A page opened by its number alone
/// (a deep link, a restored navigation) asks for the order with `AccountLoadOrder` when its view
/// loads.
@MainActor
public final class OrderDetailViewController: ViewController {
    /// The number of the order shown, known from the start.
    public let number: OrderNumber
    /// The order, its loading and its problem.
    public private(set) lazy var order = LoadBinding(
        asking: { [number] in AccountLoadOrder(number: number) }, for: self, loading: "Loading the order…"
    ) { [weak self] in self?.apply() }

    /// The order's number.
    public let numberLabel = Label()
    /// The day it was placed.
    public let dateLabel = Label()
    /// Where it is in its life.
    public let statusLabel = Label().identified("order.status")
    /// Its total.
    public let totalLabel = Label()

    /// The page of `order`.
    public convenience init(order: OrderSummary) {
        self.init(number: order.number, order: order)
    }

    /// The page of the order numbered `number`; `order` when the one showing it has it already.
    public init(number: OrderNumber, order: OrderSummary? = nil) {
        self.number = number
        super.init()
        self.order.value = order
        title = "Order \(number.rawValue)"
    }

    /// A column: status, number, day, order status, total.
    public override func loadView() {
        view = StackView(arrangedSubviews: [order.statusView, numberLabel, dateLabel, statusLabel, totalLabel], axis: .vertical)
    }

    /// Shows the order set before the view loaded, or asks for it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        order.start(from: self)
    }

    private func apply() {
        let order = order.value
        numberLabel.text = "Order number: \(number.rawValue)"
        dateLabel.text = order.map { "Placed on \(ShopFormat.day($0.date))" }
        statusLabel.text = order.map { "Status: \($0.status.displayName)" }
        totalLabel.text = order.map { "Total: \(ShopFormat.money($0.total))" }
        for label in [dateLabel, statusLabel, totalLabel] { label.isHidden = order == nil }
    }
}
