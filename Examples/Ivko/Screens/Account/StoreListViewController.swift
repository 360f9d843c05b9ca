public import Foundation
import Coordinators
public import IvkoModel
public import Screens

/// "Our stores": the shop's physical stores, one row each. It asks for them with
/// `AccountLoadStores` when its view loads (unless they were set before) and shows the reply as
/// `stores`, or its `problem`.
@MainActor
public final class StoreListViewController: ViewController, ListViewDataSource {
    /// The stores; `nil` until the reply arrives.
    public var stores: [Store]? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the stores could not be loaded (shown with a retry button, above what was shown).
    public var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }

    /// The stores.
    public let listView = ListView()
    /// Loading, empty and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }

    /// The store list, with no stores yet.
    public override init() {
        super.init()
        title = "Our stores"
        listView.accessibilityIdentifier = "stores.list"
    }

    /// A column: status, then the stores.
    public override func loadView() {
        view = StackView(arrangedSubviews: [statusView, listView], axis: .vertical)
    }

    /// Sets up the list, shows what was set before the view loaded, and asks for the stores
    /// unless they were set already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(StoreCell.self, forCellReuseIdentifier: StoreCell.reuseIdentifier)
        listView.dataSource = self
        apply()
        if stores == nil { load(from: self) }
    }

    /// Asks for the shop's stores from `sender` and shows them, or its problem.
    private func load(from sender: Responder) {
        problem = nil
        sender.ask(AccountLoadStores()) { [weak self] result in
            switch result {
            case .success(let stores): self?.stores = stores
            case .failure(let problem): self?.problem = problem
            }
        }
    }

    /// One row per store.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        stores?.count ?? 0
    }

    /// A store's row.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(StoreCell.self, withReuseIdentifier: StoreCell.reuseIdentifier, for: indexPath)
        let stores = stores ?? []
        cell.store = stores.indices.contains(indexPath.item) ? stores[indexPath.item] : nil
        return cell
    }

    private func retry(from button: Button) {
        load(from: button)
    }

    private func apply() {
        listView.reloadData()
        let stores = stores ?? []
        statusView.status =
            if let problem {
                .message(problem.message, canRetry: problem.canRetry)
            } else if self.stores == nil {
                .loading("Loading our stores…")
            } else if stores.isEmpty {
                .message("No store is listed just now.", canRetry: true)
            } else {
                .hidden
            }
        listView.isHidden = stores.isEmpty
    }
}
