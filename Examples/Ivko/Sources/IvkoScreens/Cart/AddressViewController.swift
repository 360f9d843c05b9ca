public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// Checkout's first step, in the stateless style: where the order goes. The customer's addresses
/// arrive as inputs (`.loading`, `.show`, `.fail`); the default is chosen until the user picks
/// another. Continue, Cancel and the retry of a failed load are its outputs. It sends no message.
@MainActor
public final class AddressViewController: ViewController, IOViewController {
    /// What the flow tells the screen: the addresses are being fetched, the customer's addresses,
    /// or fetching them failed.
    public typealias Inputs = LoadInput<[Address]>

    /// What the user did.
    public enum Outputs: Hashable, Sendable {
        /// Continue with this address.
        case chose(Address)
        /// Fetch the addresses again (after a failure, or when there were none).
        case retry
        /// Leave checkout.
        case cancel
    }

    private let pipe = SignalPipe<Outputs>()
    /// The user's actions.
    public var outputs: Signal<Outputs> { pipe.signal }
    /// The customer's addresses, their loading and its problem (a retry is the `retry` output).
    public private(set) lazy var addresses = LoadBinding<[Address]>(
        for: self, loading: "Loading your addresses…",
        empty: "You have no shipping address yet. Add one on the shop's website, then try again.", isEmpty: \.isEmpty,
        retry: { [weak self] _ in self?.pipe.send(.retry) }
    ) { [weak self] in self?.apply() }
    /// The address chosen: the user's pick while it is still listed, else the default one.
    public var chosenAddress: Address? {
        let addresses = addresses.value ?? []
        return addresses.first { $0.id == pickedID } ?? addresses.first(where: \.isDefault) ?? addresses.first
    }

    /// The addresses; picking one chooses it.
    public let listView = ListView().identified("address.list")
    private lazy var rows = ListRows<Address, AddressCell>(of: listView) { cell, address in
        cell.value = address
    } choose: { [weak self] address, _ in
        self?.pickedID = address.id
    }
    /// Continues with the chosen address.
    public let continueButton = Button(title: "Continue").identified("address.continue")
    /// Leaves checkout (the navigation bar's left item).
    public let cancelItem = BarButtonItem(title: "Cancel")
    private var pickedID: AddressID?

    /// The address step, loading until its first input.
    public override init() {
        super.init()
        title = "Address"
        // The chosen address stays marked when the step shows again (Back from the review).
        listView.clearsSelectionOnViewWillAppear = false
        navigationItem.leftBarButtonItem = cancelItem
        cancelItem.action = { [weak self] _ in self?.pipe.send(.cancel) }
        continueButton.action = { [weak self] _ in self?.continueWithChosenAddress() }
    }

    /// A column: status, addresses, Continue.
    public override func loadView() {
        view = StackView(arrangedSubviews: [addresses.statusView, listView, continueButton], axis: .vertical)
    }

    /// Shows what arrived before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        addresses.render()
    }

    /// Takes an input from the flow.
    public func send(_ input: Inputs) {
        addresses.state.take(input)
    }

    private func continueWithChosenAddress() {
        // The button is enabled only while an address is chosen.
        if let address = chosenAddress { pipe.send(.chose(address)) }
    }

    private func apply() {
        rows.items = addresses.value ?? []
        if let chosen = chosenAddress { rows.selectRow { $0 == chosen } }
        continueButton.isEnabled = chosenAddress != nil
    }
}
