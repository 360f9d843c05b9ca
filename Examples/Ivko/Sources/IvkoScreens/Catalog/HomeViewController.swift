public import Foundation
public import Screens
import Coordinators
public import IvkoModel

/// The catalog's first screen: the current season and its themes on a line of their own, then a
/// vertical list whose first row is the promotion carousel (a
/// `PromoContainerCell`, shown when there are slides) followed by the categories, unless a split
/// view's column shows them beside it already (a wide window), so they are never listed twice. It asks for its
/// data with `CatalogLoadHome` when its view loads and shows the reply (`slides`, `categories`,
/// `productCounts`) or its `problem`, then asks for each slide's picture (`CatalogLoadPicture`).
@MainActor
public final class HomeViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The list's sections.
    enum Section: Int, CaseIterable {
        case promotions, categories
    }

    /// The promotion slides, in order; none hides the carousel row.
    public var slides: [PromoSlide] = [] {
        didSet { if isViewLoaded { apply() } }
    }
    /// The categories, in order; `nil` until they arrive (the screen shows it is loading).
    public var categories: [Category]? {
        didSet { if isViewLoaded { apply() } }
    }
    /// How many products each category has, where known.
    public var productCounts: [CategoryID: Int] = [:] {
        didSet { if isViewLoaded { apply() } }
    }
    /// The season the shop sells now, with its themes (the line above the list); `nil` hides it.
    public var season: Season? {
        didSet { if isViewLoaded { apply() } }
    }
    /// The season's line: its name and its themes.
    public let seasonLabel = Label()
    /// Why the data could not be loaded (shown with a retry button, above what was shown before).
    public var problem: ScreenProblem? {
        didSet { if isViewLoaded { apply() } }
    }

    /// The list: the carousel row, then a row per category.
    public let listView = ListView()
    /// Whether the categories stand in a column beside this screen (a split view expanded on a
    /// wide window): the list then leaves them out.
    public private(set) var categoriesStandBeside = false
    /// Loading, empty and failure states.
    public private(set) lazy var statusView = StatusView { [weak self] button in self?.retry(from: button) }

    /// A Home screen with no data yet.
    public override init() {
        super.init()
        title = "Home"
        ShopTab.catalog.configure(tabBarItem)
        listView.accessibilityIdentifier = "home.list"
        seasonLabel.accessibilityIdentifier = "home.season"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Search") { item in item.sendAction(Display(ShopPage.search)) }
    }

    /// A column: the season, the status, then the list.
    public override func loadView() {
        view = StackView(arrangedSubviews: [seasonLabel, statusView, listView], axis: .vertical)
    }

    /// Sets up the list, shows what was set before the view loaded, and asks for the data unless the
    /// content was set already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(PromoContainerCell.self, forCellReuseIdentifier: PromoContainerCell.reuseIdentifier)
        listView.register(CategoryCell.self, forCellReuseIdentifier: CategoryCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        apply()
        if categories == nil { load(from: self) }
    }

    /// The carousel's container cell, when the carousel row is on screen.
    public var promoContainerCell: PromoContainerCell? {
        listView.cellForItem(at: IndexPath(item: 0, section: Section.promotions.rawValue)) as? PromoContainerCell
    }

    /// Before it shows: the categories are left out when a split view's column shows them.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let sizeClass = view.window?.horizontalSizeClass { follow(sizeClass) }
    }

    /// A wide window expands the split view it stands in (the categories' column beside it), a
    /// narrow one collapses it: the list shows the categories only when the column does not.
    public override func horizontalSizeClassDidChange(to sizeClass: SizeClass) {
        super.horizontalSizeClassDidChange(to: sizeClass)
        follow(sizeClass)
    }

    private func follow(_ sizeClass: SizeClass) {
        let beside = splitViewController != nil && sizeClass == .regular
        guard beside != categoriesStandBeside else { return }
        categoriesStandBeside = beside
        if isViewLoaded { apply() }
    }

    /// Two sections: the carousel row and the categories.
    public func numberOfSections(in listView: ListView) -> Int {
        Section.allCases.count
    }

    /// One carousel row when there are slides; one row per category.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .promotions: slides.isEmpty ? 0 : 1
        case .categories: categoriesStandBeside ? 0 : categories?.count ?? 0
        case nil: 0
        }
    }

    /// The container cell (handed the slides) or a category's cell.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        if Section(rawValue: indexPath.section) == .promotions {
            let cell = listView.dequeueReusableCell(
                PromoContainerCell.self, withReuseIdentifier: PromoContainerCell.reuseIdentifier, for: indexPath
            )
            cell.slides = slides
            return cell
        }
        let cell = listView.dequeueReusableCell(CategoryCell.self, withReuseIdentifier: CategoryCell.reuseIdentifier, for: indexPath)
        let category = categories.flatMap { $0.indices.contains(indexPath.item) ? $0[indexPath.item] : nil }
        cell.category = category
        cell.productCount = category.flatMap { productCounts[$0.id] }
        return cell
    }

    /// Choosing a category sends `CatalogShowCategory` from its row.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .categories, let categories,
            categories.indices.contains(indexPath.item)
        else { return }
        let sender: Responder = listView.cellForItem(at: indexPath) ?? listView
        sender.sendAction(Display(ShopPage.category(name: categories[indexPath.item].name)))
    }

    /// Asks for Home's content again (the catalog changed under it: new promotions, products or
    /// seasons), showing what it shows until the answer comes; nothing before the view loads.
    public func reload() {
        guard isViewLoaded else { return }
        load(from: self)
    }

    /// What the season's line says: `Winter 2026 · Kings & Dukes, Velvet evenings`.
    public static func seasonLine(for season: Season) -> String {
        let themes = season.themes.map(\.name).joined(separator: ", ")
        return themes.isEmpty ? season.name : "\(season.name) · \(themes)"
    }

    private func retry(from button: Button) {
        load(from: button)
    }

    /// Asks for Home's content from `sender` and shows the reply (keeping the pictures that arrived
    /// already) or its problem; then asks for the pictures still missing.
    private func load(from sender: Responder) {
        problem = nil
        sender.ask(CatalogLoadHome()) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let content):
                slides = content.slides.map { slide in
                    var slide = slide
                    slide.imageFile = slides.first { $0.promotion == slide.promotion }?.imageFile
                    return slide
                }
                productCounts = content.productCounts
                season = content.season
                categories = content.categories
                loadPictures()
            case .failure(let problem):
                self.problem = problem
            }
        }
    }

    /// Asks for the picture of every slide that has none yet; each shows when its file arrives, and
    /// one that cannot be had keeps its text alternative.
    private func loadPictures() {
        for slide in slides where slide.imageFile == nil {
            guard let path = slide.promotion.image else { continue }
            let promotion = slide.promotion
            ask(CatalogLoadPicture(path: path)) { [weak self] result in
                guard let self, case .success(let file) = result,
                    let index = slides.firstIndex(where: { $0.promotion == promotion })
                else { return }
                slides[index].imageFile = file
            }
        }
    }

    private func apply() {
        seasonLabel.text = season.map(Self.seasonLine(for:)) ?? ""
        seasonLabel.isHidden = season == nil
        listView.reloadData()
        let isEmpty = slides.isEmpty && (categories?.isEmpty ?? true)
        // Loading until the categories (or any slide) are there.
        let state = LoadState(value: categories ?? (slides.isEmpty ? nil : []), problem: problem)
        statusView.status = state.status(loading: "Loading the catalog…", empty: "The catalog is empty right now.") { _ in isEmpty }
        listView.isHidden = isEmpty || (slides.isEmpty && categoriesStandBeside)
    }
}
