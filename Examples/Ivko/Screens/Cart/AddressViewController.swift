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
    /// What the flow tells the screen.
    public enum Inputs: Hashable, Sendable {
        /// The addresses are being fetched.
        case loading
        /// The customer's addresses.
        case show([Address])
        /// Fetching them failed; what was shown stays.
        case fail(ScreenProblem)
    }

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
    /// The customer's addresses; `nil` until they arrive.
    public private(set) var addresses: [Address]?
    /// Why the addresses could not be loaded (shown with a retry button).
    public private(set) var problem: ScreenProblem?
    /// The address chosen: the user's pick while it is still listed, else the default one.
    public var chosenAddress: Address? {
        let addresses = addresses ?? []
        return addresses.first { $0.id == pickedID } ?? addresses.first(where: \.isDefault) ?? addresses.first
    }

    /// The addresses.
    public let listView = ListView()
    /// Continues with the chosen address.
    public let continueButton = Button(title: "Continue")
    /// Leaves checkout (the navigation bar's left item).
    public let cancelItem = BarButtonItem(title: "Cancel")
    /// Loading, empty and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] _ in self?.retry() }
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
        view = StackView(arrangedSubviews: [statusView, listView, continueButton], axis: .vertical)
    }

    /// Sets up the list and shows what arrived before the view loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(AddressCell.self, forCellReuseIdentifier: AddressCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        apply()
    }

    /// Takes an input from the flow.
    public func send(_ input: Inputs) {
        switch input {
        case .loading:
            problem = nil
        case .show(let list):
            addresses = list
            problem = nil
        case .fail(let failure):
            problem = failure
        }
        if isViewLoaded { apply() }
    }

    /// One row per address.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        addresses?.count ?? 0
    }

    /// An address's row.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(AddressCell.self, withReuseIdentifier: AddressCell.reuseIdentifier, for: indexPath)
        let addresses = addresses ?? []
        cell.address = addresses.indices.contains(indexPath.item) ? addresses[indexPath.item] : nil
        return cell
    }

    /// The user picked an address.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        let addresses = addresses ?? []
        if addresses.indices.contains(indexPath.item) { pickedID = addresses[indexPath.item].id }
    }

    private func continueWithChosenAddress() {
        // The button is enabled only while an address is chosen.
        if let address = chosenAddress { pipe.send(.chose(address)) }
    }

    private func retry() {
        problem = nil
        apply()
        pipe.send(.retry)
    }

    private func apply() {
        listView.reloadData()
        let addresses = addresses ?? []
        if let chosen = chosenAddress, let index = addresses.firstIndex(of: chosen) {
            listView.selectItem(at: IndexPath(item: index, section: 0))
        }
        statusView.status =
            if let problem {
                .message(problem.message, canRetry: problem.canRetry)
            } else if self.addresses == nil {
                .loading("Loading your addresses…")
            } else if addresses.isEmpty {
                .message("You have no shipping address yet. Add one on the shop's website, then try again.", canRetry: true)
            } else {
                .hidden
            }
        listView.isHidden = addresses.isEmpty
        continueButton.isEnabled = chosenAddress != nil
    }
}
