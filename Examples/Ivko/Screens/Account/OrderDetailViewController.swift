public import IvkoModel
public import Screens
import Coordinators

/// One order of the history: its number, day, status and total. A page opened by its number alone
/// (a deep link, a restored navigation) asks for the order with `AccountLoadOrder` when its view
/// loads, and shows the reply as `order`, or its `problem`.
@MainActor
public final class OrderDetailViewController: ViewController {
    /// The number of the order shown, known from the start.
    public let number: OrderNumber
    /// The order shown; `nil` until the reply arrives.
    public var order: OrderSummary? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the order could not be shown (with a retry button).
    public var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }

    /// The order's number.
    public let numberLabel = Label()
    /// The day it was placed.
    public let dateLabel = Label()
    /// Where it is in its life.
    public let statusLabel = Label()
    /// Its total.
    public let totalLabel = Label()
    /// Loading and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }

    /// The page of `order`.
    public convenience init(order: OrderSummary) {
        self.init(number: order.number, order: order)
    }

    /// The page of the order numbered `number`; `order` when the one showing it has it already.
    public init(number: OrderNumber, order: OrderSummary? = nil) {
        self.number = number
        self.order = order
        super.init()
        title = "Order \(number.rawValue)"
        statusLabel.accessibilityIdentifier = "order.status"
    }

    /// A column: status, number, day, order status, total.
    public override func loadView() {
        view = StackView(arrangedSubviews: [statusView, numberLabel, dateLabel, statusLabel, totalLabel], axis: .vertical)
    }

    /// Shows the order set before the view loaded, or asks for it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        apply()
        if order == nil { load(from: self) }
    }

    private func retry(from button: Button) {
        load(from: button)
    }

    /// Asks for the order from `sender` and shows it, or its problem.
    private func load(from sender: Responder) {
        problem = nil
        sender.ask(AccountLoadOrder(number: number)) { [weak self] result in
            switch result {
            case .success(let order): self?.order = order
            case .failure(let problem): self?.problem = problem
            }
        }
    }

    private func apply() {
        numberLabel.text = "Order number: \(number.rawValue)"
        dateLabel.text = order.map { "Placed on \(ShopFormat.day($0.date))" }
        statusLabel.text = order.map { "Status: \($0.status.displayName)" }
        totalLabel.text = order.map { "Total: \(ShopFormat.money($0.total))" }
        for label in [dateLabel, statusLabel, totalLabel] { label.isHidden = order == nil }
        statusView.status =
            if let problem {
                .message(problem.message, canRetry: problem.canRetry)
            } else if order == nil {
                .loading("Loading the order…")
            } else {
                .hidden
            }
    }
}
