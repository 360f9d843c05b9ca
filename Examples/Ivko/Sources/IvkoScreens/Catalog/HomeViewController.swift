public import Foundation
public import Screens
import Coordinators
public import IvkoModel

/// The catalog's first screen: the current season and its themes on a line of their own, then a
/// vertical list whose first row is the promotion carousel (a
/// `PromoContainerCell`, shown when there are slides) followed by the categories, unless a split
/// view's column shows them beside it already (a wide window), so they are never listed twice. It asks for its
/// data with `CatalogLoadHome` when its view loads and shows the reply (`content`: the slides, the
/// categories and their counts, the season) or its problem, then asks for each slide's picture
/// (`CatalogLoadPicture`).
@MainActor
public final class HomeViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The list's sections.
    enum Section: Int, CaseIterable {
        case promotions, categories
    }

    /// What Home shows, its loading and its problem (shown with a retry button, above what was
    /// shown before). Home asks for it in its own way, keeping the pictures that arrived already.
    public private(set) lazy var content = LoadBinding<HomeContent>(
        for: self, loading: "Loading the catalog…", empty: "The catalog is empty right now.",
        isEmpty: { $0.slides.isEmpty && $0.categories.isEmpty }, retry: { [weak self] sender in self?.ask(from: sender) }
    ) { [weak self] in self?.apply() }
    /// The promotion slides, in order; none hides the carousel row.
    public var slides: [PromoSlide] { content.value?.slides ?? [] }
    /// The categories, in order; `nil` until they arrive (the screen shows it is loading).
    public var categories: [Category]? { content.value?.categories }
    /// How many products each category has, where known.
    public var productCounts: [CategoryID: Int] { content.value?.productCounts ?? [:] }
    /// The season's line above the list: the season the shop sells now and its themes; hidden when
    /// the catalog names none.
    public let seasonLabel = Label().identified("home.season")

    /// The list: the carousel row, then a row per category.
    public let listView = ListView().identified("home.list")
    /// Whether the categories stand in a column beside this screen (a split view expanded on a
    /// wide window): the list then leaves them out.
    public private(set) var categoriesStandBeside = false

    /// A Home screen with no data yet.
    public override init() {
        super.init()
        title = "Home"
        ShopTab.catalog.configure(tabBarItem)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Search") { item in item.sendAction(Display(ShopPage.search)) }
    }

    /// A column: the season, the status, then the list.
    public override func loadView() {
        view = StackView(arrangedSubviews: [seasonLabel, content.statusView, listView], axis: .vertical)
    }

    /// Sets up the list, shows what was set before the view loaded, and asks for the data unless the
    /// content was set already.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(PromoContainerCell.self, forCellReuseIdentifier: PromoContainerCell.reuseIdentifier)
        listView.register(CategoryCell.self, forCellReuseIdentifier: CategoryCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        content.start(from: self)
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
        let category = categories?.element(at: indexPath.item)
        cell.value = category
        cell.productCount = category.flatMap { productCounts[$0.id] }
        return cell
    }

    /// Choosing a category sends `Display(.category)` from its row.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .categories, let category = categories?.element(at: indexPath.item)
        else { return }
        let sender: Responder = listView.cellForItem(at: indexPath) ?? listView
        sender.sendAction(Display(ShopPage.category(name: category.name)))
    }

    /// Asks for Home's content again (the catalog changed under it: new promotions, products or
    /// seasons), showing what it shows until the answer comes; nothing before the view loads.
    public func reload() {
        guard isViewLoaded else { return }
        content.load(from: self)
    }

    /// What the season's line says: `Winter 2026 · Kings & Dukes, Velvet evenings`.
    public static func seasonLine(for season: Season) -> String {
        let themes = season.themes.map(\.name).joined(separator: ", ")
        return themes.isEmpty ? season.name : "\(season.name) · \(themes)"
    }

    /// Asks for Home's content from `sender` and shows the reply (keeping the pictures that arrived
    /// already) or its problem; then asks for the pictures still missing.
    private func ask(from sender: Responder) {
        sender.ask(CatalogLoadHome()) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(var reply):
                let shown = slides
                for index in reply.slides.indices {
                    reply.slides[index].imageFile = shown.first { $0.promotion == reply.slides[index].promotion }?.imageFile
                }
                content.state.show(reply)
                loadPictures()
            case .failure(let problem):
                content.state.fail(problem)
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
                content.value?.slides[index].imageFile = file
            }
        }
    }

    private func apply() {
        let season = content.value?.season
        seasonLabel.text = season.map(Self.seasonLine(for:)) ?? ""
        seasonLabel.isHidden = season == nil
        listView.reloadData()
        listView.isHidden = slides.isEmpty && (categoriesStandBeside || (categories?.isEmpty ?? true))
    }
}
