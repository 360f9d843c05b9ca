import Coordinators
public import IvkoModel
public import Screens

/// Checkout's last screen: the order's number and total, and Done, which sends
/// `CartFinishCheckout`. There is no way back to the review: the order is placed.
@MainActor
public final class ConfirmationViewController: ViewController {
    /// The backend's confirmation of the order; set by the coordinator.
    public var confirmation: OrderConfirmation? {
        didSet { if isViewLoaded { apply() } }
    }

    /// "Thank you for your order".
    public let headlineLabel = Label(text: "Thank you for your order")
    /// The order's number.
    public let orderNumberLabel = Label()
    /// The order's total.
    public let totalLabel = Label()
    /// Sends `CartFinishCheckout`.
    public let doneButton = Button(title: "Done")

    /// The confirmation screen of `confirmation`.
    public init(confirmation: OrderConfirmation? = nil) {
        self.confirmation = confirmation
        super.init()
        title = "Order placed"
        navigationItem.hidesBackButton = true
        orderNumberLabel.accessibilityIdentifier = "confirmation.number"
        doneButton.accessibilityIdentifier = "confirmation.done"
    }

    /// A column: headline, number, total, Done.
    public override func loadView() {
        view = StackView(arrangedSubviews: [headlineLabel, orderNumberLabel, totalLabel, doneButton], axis: .vertical, spacing: 1)
    }

    /// Wires the button and shows the confirmation.
    public override func viewDidLoad() {
        super.viewDidLoad()
        doneButton.action = { button in button.sendAction(CartFinishCheckout()) }
        apply()
    }

    private func apply() {
        orderNumberLabel.text = confirmation.map { "Order number: \($0.number.rawValue)" }
        totalLabel.text = confirmation.map { "Total: \(ShopFormat.money($0.total))" }
    }
}
