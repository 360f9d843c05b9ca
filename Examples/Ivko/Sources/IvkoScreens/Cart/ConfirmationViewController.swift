public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// Checkout's last screen, in the stateless style: the order's number and total arrive as an
/// input, and Done is its output. There is no way back to the review: the order is placed.
@MainActor
public final class ConfirmationViewController: ViewController, IOViewController {
    /// What the flow tells the screen.
    public enum Inputs: Hashable, Sendable {
        /// The shop's confirmation of the order.
        case show(OrderConfirmation)
    }

    /// What the user did.
    public enum Outputs: Hashable, Sendable {
        /// The user is done with the confirmation of this order.
        case done(OrderConfirmation)
    }

    private let pipe = SignalPipe<Outputs>()
    /// The user's actions.
    public var outputs: Signal<Outputs> { pipe.signal }
    /// The shop's confirmation of the order, once it arrived.
    public private(set) var confirmation: OrderConfirmation?

    /// "Thank you for your order".
    public let headlineLabel = Label(text: "Thank you for your order")
    /// The order's number.
    public let orderNumberLabel = Label().identified("confirmation.number")
    /// The order's total.
    public let totalLabel = Label()
    /// Ends checkout.
    public let doneButton = Button(title: "Done").identified("confirmation.done")

    /// The confirmation screen, empty until its input arrives.
    public override init() {
        super.init()
        title = "Order placed"
        navigationItem.hidesBackButton = true
        doneButton.action = { [weak self] _ in self?.finish() }
    }

    /// A column: headline, number, total, Done.
    public override func loadView() {
        view = StackView(arrangedSubviews: [headlineLabel, orderNumberLabel, totalLabel, doneButton], axis: .vertical, spacing: 1)
    }

    /// Shows what arrived before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        apply()
    }

    /// Takes an input from the flow.
    public func send(_ input: Inputs) {
        switch input {
        case .show(let confirmation): self.confirmation = confirmation
        }
        if isViewLoaded { apply() }
    }

    private func finish() {
        // Done is enabled only once the confirmation is there.
        if let confirmation { pipe.send(.done(confirmation)) }
    }

    private func apply() {
        orderNumberLabel.text = confirmation.map { "Order number: \($0.number.rawValue)" }
        totalLabel.text = confirmation.map { "Total: \(ShopFormat.money($0.total))" }
        doneButton.isEnabled = confirmation != nil
    }
}
