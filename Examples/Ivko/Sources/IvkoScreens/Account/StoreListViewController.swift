import IvkoModel
public import Screens

/// "Our stores": the shop's physical stores, one row each, asked for with `AccountLoadStores` when
/// its view loads (unless they were set before).
@MainActor
public final class StoreListViewController: ViewController {
    /// The stores, their loading and its problem.
    public private(set) lazy var stores = LoadBinding(
        asking: { AccountLoadStores() }, for: self, loading: "Loading our stores…", empty: "No store is listed just now.",
        isEmpty: \.isEmpty
    ) { [weak self] in self?.apply() }
    /// The stores.
    public let listView = ListView().identified("stores.list")
    private lazy var rows = ListRows<Store, StoreCell>(of: listView) { cell, store in cell.value = store }

    /// The store list, with no stores yet.
    public override init() {
        super.init()
        title = "Our stores"
    }

    /// A column: status, then the stores.
    public override func loadView() {
        view = StackView(arrangedSubviews: [stores.statusView, listView], axis: .vertical)
    }

    /// Shows what was set before the view loaded, and asks for the stores unless they were set
    /// already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        stores.start(from: self)
    }

    private func apply() {
        rows.items = stores.value ?? []
    }
}
