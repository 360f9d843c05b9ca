public import Foundation
public import Screens
import Coordinators
public import IvkoModel

/// The column of categories beside the catalog when the window is wide (the primary column of the
/// Catalog tab's split view): a row per category with its product count, the chosen one marked.
/// It asks for them with `CatalogLoadCategories` when its view loads (and on retry); choosing a row
/// sends `Display(.category)`, which shows that category's products in the column beside it.
@MainActor
public final class CategoryColumnViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The categories, in order; `nil` until they arrive (the column shows it is loading).
    public private(set) var index: CategoryIndex? {
        didSet { if isViewLoaded { apply() } }
    }
    /// Why the categories could not be loaded (shown with a retry button).
    public private(set) var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }
    /// The name of the category the catalog shows now, marked in the list; set by the catalog.
    public var chosenCategory: String? {
        didSet { if isViewLoaded, oldValue != chosenCategory { listView.reloadData() } }
    }

    /// The list of categories.
    public let listView = ListView()
    /// Loading and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.load(from: button) }

    /// A column with no categories yet.
    public override init() {
        super.init()
        title = "Categories"
        listView.accessibilityIdentifier = "categories.list"
    }

    /// A column: the status, then the list.
    public override func loadView() {
        view = StackView(arrangedSubviews: [statusView, listView], axis: .vertical)
    }

    /// Sets up the list and asks for the categories.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(CategoryCell.self, forCellReuseIdentifier: CategoryCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        apply()
        if index == nil { load(from: self) }
    }

    /// One section.
    public func numberOfSections(in listView: ListView) -> Int { 1 }

    /// A row per category.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        index?.categories.count ?? 0
    }

    /// A category's row: its name (marked when chosen) and its count.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(CategoryCell.self, withReuseIdentifier: CategoryCell.reuseIdentifier, for: indexPath)
        let category = index.flatMap { $0.categories.indices.contains(indexPath.item) ? $0.categories[indexPath.item] : nil }
        cell.category = category
        cell.productCount = category.flatMap { index?.productCounts[$0.id] }
        cell.isChosen = category != nil && category?.name == chosenCategory
        return cell
    }

    /// Choosing a category sends `Display(.category)` from its row.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard let categories = index?.categories, categories.indices.contains(indexPath.item) else { return }
        let sender: Responder = listView.cellForItem(at: indexPath) ?? listView
        sender.sendAction(Display(ShopPage.category(name: categories[indexPath.item].name)))
    }

    private func load(from sender: Responder) {
        problem = nil
        sender.ask(CatalogLoadCategories()) { [weak self] result in
            switch result {
            case .success(let index): self?.index = index
            case .failure(let problem): self?.problem = problem
            }
        }
    }

    private func apply() {
        listView.reloadData()
        statusView.status =
            if let problem {
                .message(problem.message, canRetry: problem.canRetry)
            } else if index == nil {
                .loading("Loading the categories…")
            } else if index?.categories.isEmpty == true {
                .message("There are no categories right now.", canRetry: true)
            } else {
                .hidden
            }
        listView.isHidden = index?.categories.isEmpty ?? true
    }
}
