public import IvkoModel
public import Screens

/// One order of the history: its number, day, status and total.
@MainActor
public final class OrderDetailViewController: ViewController {
    /// The order shown; set by the coordinator.
    public var order: OrderSummary? {
        didSet {
            title = Self.title(of: order)
            if isViewLoaded { apply() }
        }
    }

    /// The order's number.
    public let numberLabel = Label()
    /// The day it was placed.
    public let dateLabel = Label()
    /// Where it is in its life.
    public let statusLabel = Label()
    /// Its total.
    public let totalLabel = Label()

    /// The page of `order`.
    public init(order: OrderSummary? = nil) {
        self.order = order
        super.init()
        title = Self.title(of: order)
        statusLabel.accessibilityIdentifier = "order.status"
    }

    /// A column: number, day, status, total.
    public override func loadView() {
        view = StackView(arrangedSubviews: [numberLabel, dateLabel, statusLabel, totalLabel], axis: .vertical)
    }

    /// Shows the order set before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        apply()
    }

    private static func title(of order: OrderSummary?) -> String {
        order.map { "Order \($0.number.rawValue)" } ?? "Order"
    }

    private func apply() {
        numberLabel.text = order.map { "Order number: \($0.number.rawValue)" }
        dateLabel.text = order.map { "Placed on \(ShopFormat.day($0.date))" }
        statusLabel.text = order.map { "Status: \($0.status.displayName)" }
        totalLabel.text = order.map { "Total: \(ShopFormat.money($0.total))" }
    }
}
