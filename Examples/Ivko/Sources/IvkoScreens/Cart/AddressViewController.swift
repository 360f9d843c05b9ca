public import Foundation
public import IvkoModel
public import Screens
public import Signals
public import StatelessCoordinators

/// Checkout's first step, in the stateless style: where the order goes. The customer's addresses
/// arrive as inputs (`.loading`, `.show`, `.fail`); the default is chosen until the user picks
/// another. Continue, Cancel and the retry of a failed load are its outputs. It sends no message.
@MainActor
public final class AddressViewController: ViewController, IOViewController, ListViewDataSource, ListViewDelegate {
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
        retry: { [weak self] in self?.pipe.send(.retry) }
    ) { [weak self] in self?.apply() }
    /// The address chosen: the user's pick while it is still listed, else the default one.
    public var chosenAddress: Address? {
        let addresses = addresses.value ?? []
        return addresses.first { $0.id == pickedID } ?? addresses.first(where: \.isDefault) ?? addresses.first
    }

    /// The addresses.
    public let listView = ListView()
    /// Continues with the chosen address.
    public let continueButton = Button(title: "Continue")
    /// Leaves checkout (the navigation bar's left item).
    public let cancelItem = BarButtonItem(title: "Cancel")
    private var pickedID: AddressID?

    /// The address step, loading until its first input.
    public override init() {
        super.init()
        title = "Address"
        listView.accessibilityIdentifier = "address.list"
        // The chosen address stays marked when the step shows again (Back from the review).
        listView.clearsSelectionOnViewWillAppear = false
        continueButton.accessibilityIdentifier = "address.continue"
        navigationItem.leftBarButtonItem = cancelItem
        cancelItem.action = { [weak self] _ in self?.pipe.send(.cancel) }
        continueButton.action = { [weak self] _ in self?.continueWithChosenAddress() }
    }

    /// A column: status, addresses, Continue.
    public override func loadView() {
        view = StackView(arrangedSubviews: [addresses.statusView, listView, continueButton], axis: .vertical)
    }

    /// Sets up the list and shows what arrived before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(AddressCell.self, forCellReuseIdentifier: AddressCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        addresses.render()
    }

    /// Takes an input from the flow.
    public func send(_ input: Inputs) {
        addresses.state.take(input)
    }

    /// One row per address.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        addresses.value?.count ?? 0
    }

    /// An address's row.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(AddressCell.self, withReuseIdentifier: AddressCell.reuseIdentifier, for: indexPath)
        cell.address = addresses.value?.element(at: indexPath.item)
        return cell
    }

    /// The user picked an address.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        if let address = addresses.value?.element(at: indexPath.item) { pickedID = address.id }
    }

    private func continueWithChosenAddress() {
        // The button is enabled only while an address is chosen.
        if let address = chosenAddress { pipe.send(.chose(address)) }
    }

    private func apply() {
        listView.reloadData()
        let addresses = addresses.value ?? []
        if let chosen = chosenAddress, let index = addresses.firstIndex(of: chosen) {
            listView.selectItem(at: IndexPath(item: index, section: 0))
        }
        listView.isHidden = addresses.isEmpty
        continueButton.isEnabled = chosenAddress != nil
    }
}
