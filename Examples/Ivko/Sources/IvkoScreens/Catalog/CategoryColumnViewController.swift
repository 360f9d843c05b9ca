public import Foundation
public import Screens
import Coordinators
public import IvkoModel

/// The column of categories beside the catalog when the window is wide (the primary column of the
/// Catalog tab's split view): a row per category with its product count, the chosen one marked.
/// It asks for them with `CatalogLoadCategories` when its view loads; choosing a row sends
/// `Display(.category)`, which shows that category's products in the column beside it.
@MainActor
public final class CategoryColumnViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The categories in order with their counts, their loading and its problem.
    public private(set) lazy var index = LoadBinding(
        asking: { CatalogLoadCategories() }, for: self, loading: "Loading the categories…",
        empty: "There are no categories right now.", isEmpty: \.categories.isEmpty
    ) { [weak self] in self?.apply() }
    /// The name of the category the catalog shows now, marked in the list; set by the catalog.
    public var chosenCategory: String? {
        didSet { if isViewLoaded, oldValue != chosenCategory { listView.reloadData() } }
    }

    /// The list of categories.
    public let listView = ListView()

    /// A column with no categories yet.
    public override init() {
        super.init()
        title = "Categories"
        listView.accessibilityIdentifier = "categories.list"
    }

    /// A column: the status, then the list.
    public override func loadView() {
        view = StackView(arrangedSubviews: [index.statusView, listView], axis: .vertical)
    }

    /// Sets up the list and asks for the categories.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(CategoryCell.self, forCellReuseIdentifier: CategoryCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        index.start(from: self)
    }

    /// One section.
    public func numberOfSections(in listView: ListView) -> Int { 1 }

    /// A row per category.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        index.value?.categories.count ?? 0
    }

    /// A category's row: its name (marked when chosen) and its count.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(CategoryCell.self, withReuseIdentifier: CategoryCell.reuseIdentifier, for: indexPath)
        let category = index.value?.categories.element(at: indexPath.item)
        cell.category = category
        cell.productCount = category.flatMap { index.value?.productCounts[$0.id] }
        cell.isChosen = category != nil && category?.name == chosenCategory
        return cell
    }

    /// Choosing a category sends `Display(.category)` from its row.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard let category = index.value?.categories.element(at: indexPath.item) else { return }
        let sender: Responder = listView.cellForItem(at: indexPath) ?? listView
        sender.sendAction(Display(ShopPage.category(name: category.name)))
    }

    private func apply() {
        listView.reloadData()
        listView.isHidden = index.value?.categories.isEmpty ?? true
    }
}
