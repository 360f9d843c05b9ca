import Coordinators
public import IvkoModel
public import Screens

/// The column of categories beside the catalog when the window is wide (the primary column of the
/// Catalog tab's split view): a row per category with its product count, the chosen one marked.
/// It asks for them with `CatalogLoadCategories` when its view loads; choosing a row sends
/// `Display(.category)`, which shows that category's products in the column beside it.
@MainActor
public final class CategoryColumnViewController: ViewController {
    /// The categories in order with their counts, their loading and its problem.
    public private(set) lazy var index = LoadBinding(
        asking: { CatalogLoadCategories() }, for: self, loading: "Loading the categories…",
        empty: "There are no categories right now.", isEmpty: \.categories.isEmpty
    ) { [weak self] in self?.apply() }
    /// The name of the category the catalog shows now, marked in the list; set by the catalog.
    public var chosenCategory: String? {
        didSet { if isViewLoaded, oldValue != chosenCategory { listView.reloadData() } }
    }

    /// The list of categories: a category's row shows its name (marked when chosen) and its count;
    /// choosing one sends `Display(.category)` from its row.
    public let listView = ListView().identified("categories.list")
    private lazy var rows = ListRows<Category, CategoryCell>(of: listView) { [weak self] cell, category in
        cell.value = category
        cell.productCount = self?.index.value?.productCounts[category.id]
        cell.isChosen = category.name == self?.chosenCategory
    } choose: { category, row in
        row.sendAction(Display(ShopPage.category(name: category.name)))
    }

    /// A column with no categories yet.
    public override init() {
        super.init()
        title = "Categories"
    }

    /// A column: the status, then the list.
    public override func loadView() {
        view = StackView(arrangedSubviews: [index.statusView, listView], axis: .vertical)
    }

    /// Asks for the categories.
    public override func viewDidLoad() {
        super.viewDidLoad()
        index.start(from: self)
    }

    private func apply() {
        rows.items = index.value?.categories ?? []
    }
}
