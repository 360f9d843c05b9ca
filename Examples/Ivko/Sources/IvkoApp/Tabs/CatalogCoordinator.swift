import Coordinators
import Foundation
import IvkoMiddleware
import IvkoModel
import Logging
public import IvkoScreens
public import Screens

/// The Catalog tab: Home, product lists (by category and search) and product pages. It answers what
/// those screens ask with the catalog manager's data as the messages' replies, and shows the pages
/// `Display` names. Its screens are where the shop is bought from, so it answers the cart's
/// messages too, with the cart manager: Add to Cart replies with the pieces now in the cart; Buy
/// Now asks the cart manager to buy (which picks the colour and size a promotion did not choose)
/// and then presents checkout from this tab. A refusal is thrown as the problem to show (for stock,
/// the cart manager's named shortage).
///
/// The tab's stack stands beside the categories (`standBeside(sidebar:)`, the library's split view
/// of a stack): on a wide window (a regular size class) the categories stand in a column on the
/// left (`CategoryColumnViewController`) and the stack on the right, where choosing a category
/// shows its products after Home; on a narrow one the column leaves and the stack fills the tab.
/// The stack is the same in both, so the pages, links and saved navigation do not depend on the
/// width.
@MainActor
public final class CatalogCoordinator: ShopStackCoordinator {
    /// How many products a list asks for at a time.
    public static let pageSize = 20

    /// The categories beside the stack on a wide window (the split view's sidebar).
    public let categoryColumn: CategoryColumnViewController
    private var catalogFollower: Task<Void, Never>?

    /// The catalog tab's coordinator.
    public init() {
        let column = CategoryColumnViewController()
        categoryColumn = column
        super.init(tab: .catalog, rootPage: .home, sidebar: NavigationController(rootViewController: column))
        handle(CatalogLoadHome.self) { coordinator, _ in try await coordinator.home() }
        handle(CatalogLoadCategories.self) { coordinator, _ in try await coordinator.categoryIndex() }
        handle(CatalogLoadProducts.self) { coordinator, message in
            try await coordinator.products(message.query, count: message.loadedCount + CatalogCoordinator.pageSize)
        }
        handle(CatalogLoadProduct.self) { coordinator, message in try await coordinator.facts(of: message.style) }
        handle(CatalogLoadStock.self) { coordinator, message in
            try await coordinator.stock(of: message.style, withRatings: message.withRatings)
        }
        handle(CatalogLoadPicture.self) { coordinator, message in try await coordinator.picture(message.path) }
        handle(CatalogOpenSizeGuide.self) { coordinator, message in await coordinator.sizeGuide(over: message.sizes) }
        handle(CartAddItem.self) { coordinator, message in
            try await coordinator.answering { try await coordinator.cartManager().add(message.item).pieces(of: message.item.style) }
        }
        handle(CartBuyNow.self) { coordinator, message in
            _ = try await coordinator.answering {
                try await coordinator.cartManager().buyNow(message.style, color: message.color, size: message.size)
            }
            try coordinator.startCheckout()
        }
    }

    /// Starts following the catalog: when the background refresh brings new promotions, products or
    /// seasons, Home asks for its content again (it may have asked before they arrived).
    public override func start() {
        super.start()
        followCatalog()
    }

    /// Stops following the catalog.
    public override func willStop() {
        catalogFollower?.cancel()
        catalogFollower = nil
        super.willStop()
    }

    private func followCatalog() {
        catalogFollower?.cancel()
        let changes: AsyncStream<CatalogChange>
        do {
            changes = try managers().catalog.changes()
        } catch {
            logger.error("no catalog to follow", metadata: ["error": "\(error)"])
            return
        }
        catalogFollower = Task { [weak self] in
            for await change in changes where !change.isDisjoint(with: [.promotions, .products, .seasons]) {
                guard !Task.isCancelled, let self else { return }
                (self.viewControllers.first as? HomeViewController)?.reload()
            }
        }
    }

    /// Marks the category the stack shows in the category column.
    public override func pagesDidSettle() {
        super.pagesDidSettle()
        categoryColumn.chosenCategory =
            pages.lazy.compactMap { page -> String? in
                if case .category(let name) = page { return name }
                return nil
            }.last
    }

    /// The catalog's pages.
    public override func canShow(_ page: ShopPage) -> Bool { page.tab == .catalog }

    /// Shows `page`. On a wide window a category (from the column or from Home) replaces what the
    /// stack showed after Home, since the column beside it is how one goes from category to
    /// category; narrow, it is pushed as on any stack.
    public override func showPage(_ page: ShopPage) throws {
        if case .category = page, splitViewController?.isCollapsed == false, pages.first == .home, !pages.contains(page) {
            try setPages([.home, page])
            return
        }
        try super.showPage(page)
    }

    /// A new screen for `page`.
    public override func viewController(for page: ShopPage) throws -> ViewController {
        switch page {
        case .home: return HomeViewController()
        case .search: return ProductListViewController(query: ProductQuery())
        case .category(let name): return ProductListViewController(query: ProductQuery(category: Category(name: name)))
        case .product(let code):
            guard let style = StyleCode(rawValue: code) else {
                throw NavigationError.screenUnavailable(page: "\(page)", stack: identifier, reason: "not a style code")
            }
            return ProductDetailViewController(style: style)
        case .cart, .account, .orders, .order, .stores:
            throw NavigationError.pageNotOwned(page: "\(page)", stack: identifier)
        }
    }

    /// The size guide, while it shows (pushed onto this tab's stack).
    public var sizeGuide: SizeGuideCoordinator? { children.lazy.compactMap { $0 as? SizeGuideCoordinator }.first }

    // MARK: Answers

    /// Runs the size guide over `sizes` on this tab's stack and returns the size chosen in it, or
    /// `nil` when the user went back without one (the guide then finished without a result).
    private func sizeGuide(over sizes: [Size]) async -> Size? {
        if let sizeGuide { stopChild(sizeGuide) }
        let guide = SizeGuideCoordinator(sizes: sizes, navigationController: navigationController)
        return try? await startChild(guide, returning: Size.self)
    }

    /// Home's promotions (with their products' prices) and categories, as the catalog manager has
    /// them (a failed first import shows with its retry). A filled Home is told to the
    /// `ShopStartWatching` the program gave, if any.
    private func home() async throws(ScreenProblem) -> HomeContent {
        let home = try await answering { try await managers().catalog.home() }
        let content = HomeContent(
            slides: home.promotions.map { PromoSlide(promotion: $0.promotion, price: $0.price) }, categories: home.index.categories,
            productCounts: home.index.productCounts, season: home.season)
        if !content.slides.isEmpty, !content.categories.isEmpty {
            dependency((any ShopStartWatching).self)?.homeDidFill()
        }
        return content
    }

    /// The categories and their product counts, for the category column.
    private func categoryIndex() async throws(ScreenProblem) -> CategoryIndex {
        try await answering { try await managers().catalog.categoryIndex() }
    }

    /// The first `count` products of `query`, and whether there are more.
    private func products(_ query: ProductQuery, count: Int) async throws(ScreenProblem) -> ProductListing {
        var filter = ProductFilter(text: query.searchText)
        if let category = query.category { filter.category = category.id }
        let products = try await answering { try await managers().catalog.products(filter, limit: count + 1) }
        return ProductListing(query: query, products: Array(products.prefix(count)), hasMore: products.count > count)
    }

    private func facts(of style: StyleCode) async throws(ScreenProblem) -> ProductFacts {
        return try await answering {
            let catalog = try managers().catalog
            return ProductFacts(
                product: try await catalog.product(style), colors: try await catalog.colorTable(),
                sizes: await catalog.sizesOffered(for: style, stock: nil))
        }
    }

    /// The live details of `style` (with its ratings from the ratings service when `withRatings`:
    /// only the page's first load, which the data layer never lets wait past its budget) and the
    /// pieces of it in the cart.
    private func stock(of style: StyleCode, withRatings: Bool) async throws(ScreenProblem) -> ProductStock {
        return try await answering {
            let (catalog, cart) = (try managers().catalog, try cartManager())
            let details = withRatings ? try await catalog.detailsWithRatings(of: style) : try await catalog.details(of: style)
            return ProductStock(
                details: details, piecesInCart: await cart.snapshot.pieces(of: style),
                sizes: await catalog.sizesOffered(for: style, stock: details.stock))
        }
    }

    /// The file of the picture at `path`, downloaded off the main actor when it is not on disk yet.
    private func picture(_ path: AssetPath) async throws(ScreenProblem) -> String {
        return try await answering { try await managers().assets.file(for: path).path }
    }
}
