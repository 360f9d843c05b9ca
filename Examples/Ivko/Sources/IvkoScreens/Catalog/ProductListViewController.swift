import Coordinators
public import IvkoModel
public import Screens

/// A list of products (a category's, or search results) with a search bar above it. It asks for
/// its first products with `CatalogLoadProducts` when its view loads, for more (`loadedCount`) when
/// the user scrolls within `pagingThreshold` rows of the end, and for new results when the user
/// searches; each reply is shown as `page` (or its `problem`) unless the query changed meanwhile.
/// The products show as a grid of cards where there is room (`ListView.LayoutStyle.cards`), each
/// with its thumbnail, asked for (`CatalogLoadPicture`) once as its row first shows.
@MainActor
public final class ProductListViewController: ViewController, SearchBarDelegate {
    /// How close to the end (in rows) a row coming on screen makes the list ask for more.
    public static let pagingThreshold = 5
    /// How many rows fit on screen until a renderer says otherwise.
    public static let defaultVisibleRows = 12

    /// What the list shows now; searching changes it.
    public private(set) var query: ProductQuery
    /// The products for `query`, from the last reply; a page for an older query is kept but not
    /// shown (the screen shows it is loading instead). `nil` until the first page arrives.
    public var page: ProductListing? {
        didSet {
            isAwaitingMore = false
            if isViewLoaded { apply() }
        }
    }
    /// Why the last request failed (shown with a retry button that repeats it).
    public var problem: ScreenProblem? {
        didSet {
            if problem != nil { isAwaitingMore = false }
            if isViewLoaded { apply() }
        }
    }
    /// Whether the list asked for more products and is waiting for them.
    public private(set) var isAwaitingMore = false

    /// The search field; its text survives every reload.
    public let searchBar = SearchBar().identified("products.search")
    /// The products: choosing one shows its page (`Display(ShopPage.product(style:))`, from its
    /// row).
    public let listView = ListView().identified("products.list")
    private lazy var rows = ListRows<Product, ProductCell>(of: listView) { [weak self] cell, product in
        self?.show(product, in: cell)
    } choose: { product, row in
        row.sendAction(Display(ShopPage.product(style: product.style.rawValue)))
    }
    /// Loading, empty and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }
    /// The thumbnails' files as they arrived, by the picture's path.
    private var thumbnailFiles: [AssetPath: String] = [:]
    /// The thumbnails asked for (each once: one that cannot be had keeps its placeholder).
    private var askedThumbnails: Set<AssetPath> = []
    /// What the retry button repeats: the first products, or more after `loadedCount`.
    private var lastRequest: Request = .first

    private enum Request {
        case first
        case more(loadedCount: Int)
    }

    /// A list of the products of `query` (a category's products, or search results).
    public init(query: ProductQuery) {
        self.query = query
        super.init()
        title = query.category?.name ?? "Search"
        searchBar.text = query.text
        searchBar.placeholder = query.category.map { "Search \($0.name)" } ?? "Search the catalog"
        searchBar.showsCancelButton = true
        listView.visibleItemLimit = Self.defaultVisibleRows
        listView.layoutStyle = .cards
    }

    /// A column: the search bar, the status, the list.
    public override func loadView() {
        view = StackView(arrangedSubviews: [searchBar, statusView, listView], axis: .vertical)
    }

    /// Sets up the search bar, shows what was set before the view loaded, and asks for the first
    /// products unless they were set already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        apply()
        if products == nil { load(CatalogLoadProducts(query: query), from: self) }
    }

    /// The products shown: the page's, when it answers the current query.
    public var products: [Product]? {
        guard let page, page.query == query else { return nil }
        return page.products
    }

    /// Shows `product` in its row, with its thumbnail once the file is there (asked for once). One
    /// of the last `pagingThreshold` products coming on screen asks for more.
    private func show(_ product: Product, in cell: ProductCell) {
        cell.value = product
        cell.imageFile = product.images.grid.flatMap { thumbnailFiles[$0] }
        if let path = product.images.grid { askForThumbnail(path) }
        if products?.suffix(Self.pagingThreshold).contains(product) == true { askForMoreWhenLaidOut() }
    }

    /// The user pressed search: the list asks for the results of the text typed.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        searchBar.endEditing()
        search(searchBar.text, from: searchBar)
    }

    /// The user cancelled the search: the text is cleared and the list asks for all products again.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        searchBar.text = ""
        searchBar.endEditing()
        search("", from: searchBar)
    }

    private func search(_ text: String, from sender: Responder) {
        let newQuery = ProductQuery(category: query.category, text: text)
        guard newQuery.searchText != query.searchText else { return }
        query = newQuery
        isAwaitingMore = false
        problem = nil
        lastRequest = .first
        load(CatalogLoadProducts(query: newQuery), from: sender)
    }

    /// Asks for `request`'s products from `sender` and shows the reply, or its problem, unless the
    /// query changed meanwhile (a newer search's answer is the one that counts).
    private func load(_ request: CatalogLoadProducts, from sender: Responder) {
        sender.ask(request) { [weak self] result in
            guard let self, request.query == query else { return }
            switch result {
            case .success(let page): self.page = page
            case .failure(let problem): self.problem = problem
            }
        }
    }

    /// Asks for more products once the list has finished laying out its rows (asking from inside
    /// the layout could have the answer reload the list while it is laying out).
    private func askForMoreWhenLaidOut() {
        guard canAskForMore else { return }
        isAwaitingMore = true
        let request = CatalogLoadProducts(query: query, loadedCount: products?.count ?? 0)
        Task { [weak self] in self?.askForMore(request) }
    }

    /// Asks for `request` unless it went stale meanwhile (the answer came, or the user searched).
    private func askForMore(_ request: CatalogLoadProducts) {
        guard isAwaitingMore, request.query == query, request.loadedCount == products?.count else { return }
        lastRequest = .more(loadedCount: request.loadedCount)
        load(request, from: self)
        applyStatus()
    }

    /// Asks once for the file of the thumbnail at `path`, and shows it in the rows of its products.
    private func askForThumbnail(_ path: AssetPath) {
        guard thumbnailFiles[path] == nil, askedThumbnails.insert(path).inserted else { return }
        ask(CatalogLoadPicture(path: path)) { [weak self] result in
            guard let self, case .success(let file) = result else { return }
            thumbnailFiles[path] = file
            for case let cell as ProductCell in listView.visibleCells where cell.value?.images.grid == path { cell.imageFile = file }
        }
    }

    private var canAskForMore: Bool {
        guard let page, page.query == query, page.hasMore else { return false }
        return !isAwaitingMore && problem == nil
    }

    private func retry(from button: Button) {
        switch lastRequest {
        case .first:
            problem = nil
            load(CatalogLoadProducts(query: query), from: button)
        case .more(let loadedCount):
            // Marked as waiting before the problem goes, so the reload cannot ask a second time.
            isAwaitingMore = true
            problem = nil
            load(CatalogLoadProducts(query: query, loadedCount: loadedCount), from: button)
        }
    }

    private func apply() {
        rows.items = products ?? []
        applyStatus()
    }

    /// The status of the products for the query (what an empty list says depends on it: no match
    /// for a search, which asking again will not change; no products yet in a category or the
    /// catalog), or that more are on their way.
    private func applyStatus() {
        let state = LoadState(value: products, problem: problem)
        let empty =
            if let text = query.searchText {
                "No products match “\(text)”."
            } else if let category = query.category {
                "There are no products in \(category.name) yet."
            } else {
                "The catalog is empty right now."
            }
        let status = state.status(loading: "Loading products…", empty: empty, emptyCanRetry: query.searchText == nil, isEmpty: \.isEmpty)
        statusView.status = status == .hidden && isAwaitingMore ? .loading("Loading more products…") : status
    }
}
