public import Foundation
import IvkoModel
public import Screens

/// "Our stores": the shop's physical stores, one row each, asked for with `AccountLoadStores` when
/// its view loads (unless they were set before).
@MainActor
public final class StoreListViewController: ViewController, ListViewDataSource {
    /// The stores, their loading and its problem.
    public private(set) lazy var stores = LoadBinding(
        asking: { AccountLoadStores() }, for: self, loading: "Loading our stores…", empty: "No store is listed just now.",
        isEmpty: \.isEmpty
    ) { [weak self] in self?.apply() }
    /// The stores.
    public let listView = ListView()

    /// The store list, with no stores yet.
    public override init() {
        super.init()
        title = "Our stores"
        listView.accessibilityIdentifier = "stores.list"
    }

    /// A column: status, then the stores.
    public override func loadView() {
        view = StackView(arrangedSubviews: [stores.statusView, listView], axis: .vertical)
    }

    /// Sets up the list, shows what was set before the view loaded, and asks for the stores
    /// unless they were set already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(StoreCell.self, forCellReuseIdentifier: StoreCell.reuseIdentifier)
        listView.dataSource = self
        stores.start(from: self)
    }

    /// One row per store.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        stores.value?.count ?? 0
    }

    /// A store's row.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(StoreCell.self, withReuseIdentifier: StoreCell.reuseIdentifier, for: indexPath)
        cell.store = stores.value?.element(at: indexPath.item)
        return cell
    }

    private func apply() {
        listView.reloadData()
        listView.isHidden = stores.value?.isEmpty ?? true
    }
}
