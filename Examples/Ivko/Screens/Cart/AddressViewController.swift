public import Foundation
public import Screens
import Coordinators
public import IvkoModel

/// Checkout's first step: where the order goes. The customer's addresses, the default chosen until
/// the user picks another, and Continue, which sends `CartUseAddress`. It asks for the addresses
/// with `AccountLoadAddresses` when its view loads; the coordinator sets `addresses` or `problem`.
@MainActor
public final class AddressViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The customer's addresses; `nil` until the coordinator has them.
    public var addresses: [Address]? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the addresses could not be loaded (shown with a retry button).
    public var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }
    /// The address chosen: the user's pick while it is still listed, else the default one.
    public var chosenAddress: Address? {
        let addresses = addresses ?? []
        return addresses.first { $0.id == pickedID } ?? addresses.first(where: \.isDefault) ?? addresses.first
    }

    /// The addresses.
    public let listView = ListView()
    /// Sends `CartUseAddress` with the chosen address.
    public let continueButton = Button(title: "Continue")
    /// Loading, empty and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }
    private var pickedID: AddressID?

    /// The address step, with no addresses yet.
    public override init() {
        super.init()
        title = "Address"
        listView.accessibilityIdentifier = "address.list"
        continueButton.accessibilityIdentifier = "address.continue"
    }

    /// A column: status, addresses, Continue.
    public override func loadView() {
        view = StackView(arrangedSubviews: [statusView, listView, continueButton], axis: .vertical)
    }

    /// Sets up the list and the button, shows what was set before the view loaded, and asks for
    /// the addresses unless the coordinator set them already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(AddressCell.self, forCellReuseIdentifier: AddressCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        continueButton.action = { [weak self] button in
            guard let address = self?.chosenAddress else { return }
            button.sendAction(CartUseAddress(addressID: address.id))
        }
        apply()
        if addresses == nil { sendAction(AccountLoadAddresses()) }
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
        guard let addresses, addresses.indices.contains(indexPath.item) else { return }
        pickedID = addresses[indexPath.item].id
    }

    private func retry(from button: Button) {
        problem = nil
        button.sendAction(AccountLoadAddresses())
    }

    private func apply() {
        listView.reloadData()
        let addresses = addresses ?? []
        if let chosen = chosenAddress, let index = addresses.firstIndex(of: chosen) {
            listView.selectItem(at: IndexPath(item: index, section: 0))
        }
        statusView.status =
            if let problem {
                .message(problem.message, canRetry: true)
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
