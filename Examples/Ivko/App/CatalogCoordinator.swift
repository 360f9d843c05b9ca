import Coordinators
import IvkoMiddleware
import IvkoModel
import IvkoScreens
public import Screens

/// The Catalog tab: Home, product lists (by category and search), product pages, and Buy Now /
/// Add to cart. Buy Now starts the checkout flow as its child, on this tab's navigation stack.
@MainActor
public final class CatalogCoordinator: ShopStackCoordinator {
    /// How many products a list asks for at a time.
    public static let pageSize = 20
    private let pictures = PictureLoader()

    /// The catalog tab's coordinator; failures are named by `backstage`.
    public init(backstage: any ShopBackstage) {
        super.init(tab: .catalog, rootPage: .home, backstage: backstage)
        handle(CatalogLoadHome.self) { coordinator, _, sender in await coordinator.loadHome(sender.viewController) }
        handle(CatalogShowSearch.self) { coordinator, _ in try coordinator.showPage(.search) }
        handle(CatalogShowCategory.self) { coordinator, message in try coordinator.showPage(.category(name: message.category.name)) }
        handle(CatalogShowProduct.self) { coordinator, message in try coordinator.showPage(.product(style: message.style.rawValue)) }
        handle(CatalogLoadProducts.self) { coordinator, message, sender in
            await coordinator.loadProducts(message.query, count: CatalogCoordinator.pageSize, into: sender.viewController)
        }
        handle(CatalogLoadMoreProducts.self) { coordinator, message, sender in
            await coordinator.loadProducts(
                message.query, count: message.loadedCount + CatalogCoordinator.pageSize, into: sender.viewController)
        }
        handle(CatalogSearch.self) { coordinator, message, sender in
            await coordinator.loadProducts(message.query, count: CatalogCoordinator.pageSize, into: sender.viewController)
        }
        handle(CatalogLoadProduct.self) { coordinator, message, sender in
            await coordinator.loadProduct(message.style, into: sender.viewController)
        }
        handle(CartAddItem.self) { coordinator, message, sender in await coordinator.add(message.item, from: sender.viewController) }
        handle(CartBuyNow.self) { coordinator, message, sender in await coordinator.buyNow(message, from: sender.viewController) }
    }

    /// Catalog messages wait until the managers are there.
    public override var isReady: Bool { shop != nil }

    /// The catalog's pages.
    public override func canShow(_ page: ShopPage) -> Bool { page.tab == .catalog }

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

    // MARK: Answers

    private func loadHome(_ screen: ViewController?) async {
        guard let home = screen as? HomeViewController, let catalog = shop?.catalog else { return }
        home.problem = nil
        do {
            // A failed import shows with its retry instead of an empty shop.
            try await catalog.importProductsIfNeverImported()
            let promotions = try await catalog.promotions()
            var slides: [PromoSlide] = []
            for promotion in promotions {
                let product = try? await catalog.product(promotion.style)
                slides.append(PromoSlide(promotion: promotion, price: product?.price))
            }
            let categories = try await catalog.categories()
            // A category's count comes from the import; without it the row shows no count.
            home.productCounts = (try? await catalog.productCounts()) ?? [:]
            home.slides = slides.map { slide in
                var slide = slide
                slide.imageFile = home.slides.first { $0.promotion == slide.promotion }?.imageFile
                return slide
            }
            home.categories = categories
            loadPictures(of: home)
        } catch {
            home.problem = backstage.failure(of: error).screenProblem
        }
    }

    /// Fetches the pictures of Home's slides that have none yet; each shows when its file arrives.
    private func loadPictures(of home: HomeViewController) {
        guard let assets = shop?.assets else { return }
        for slide in home.slides where slide.imageFile == nil {
            guard let path = slide.promotion.image else { continue }
            let promotion = slide.promotion
            pictures.load(path, from: assets) { [weak home] file in
                guard let home, let index = home.slides.firstIndex(where: { $0.promotion == promotion }) else { return }
                home.slides[index].imageFile = file
            }
        }
    }

    /// The picture a product's page shows: the first of its gallery, else its grid or promotion image.
    private static func picture(of product: Product) -> AssetPath? {
        product.images.gallery.first ?? product.images.grid ?? product.images.promo
    }

    /// Returns once every picture asked for so far (Home's slides, product pages) has arrived or
    /// failed.
    func picturesSettled() async {
        await pictures.settle()
    }

    /// Stops fetching pictures.
    public override func willStop() {
        pictures.cancelAll()
        super.willStop()
    }

    private func loadProducts(_ query: ProductQuery, count: Int, into screen: ViewController?) async {
        guard let list = screen as? ProductListViewController, let catalog = shop?.catalog else { return }
        list.problem = nil
        var filter = ProductFilter(text: query.searchText)
        if let category = query.category { filter.category = category.id }
        do {
            let products = try await catalog.products(filter, limit: count + 1)
            list.page = ProductPage(query: query, products: Array(products.prefix(count)), hasMore: products.count > count)
        } catch {
            list.problem = backstage.failure(of: error).screenProblem
        }
    }

    private func loadProduct(_ style: StyleCode, into screen: ViewController?) async {
        guard let detail = screen as? ProductDetailViewController, let shop else { return }
        detail.problem = nil
        do {
            detail.colorTable = try await shop.catalog.colorTable()
            let product = try await shop.catalog.product(style)
            detail.product = product
            if detail.imageFile == nil, let path = product.flatMap(Self.picture(of:)) {
                pictures.load(path, from: shop.assets) { [weak detail] file in detail?.imageFile = file }
            }
            detail.details = try await shop.catalog.detailsWithRatings(of: style)
            if let cart = shop.cart {
                detail.piecesInCart = ShopValues.piecesInCart(of: style, in: await cart.snapshot)
            }
        } catch {
            detail.problem = backstage.failure(of: error).screenProblem
        }
    }

    private func add(_ item: CartItem, from screen: ViewController?) async {
        guard let shop, let cart = shop.cart else { return }
        (screen as? ProductDetailViewController)?.cartProblem = nil
        do throws(ShopError) {
            try await cart.add(item)
        } catch .outOfStock {
            await showShortage(of: item, on: screen)
        } catch {
            show(backstage.failure(of: error).screenProblem, on: screen)
        }
        if let detail = screen as? ProductDetailViewController {
            detail.piecesInCart = ShopValues.piecesInCart(of: item.style, in: await cart.snapshot)
        }
    }

    /// The shop refused pieces of `item` for stock: the page gets the live stock (so its buttons
    /// stop where the stock does) and says how many are left, naming the colour.
    private func showShortage(of item: CartItem, on screen: ViewController?) async {
        guard let shop else { return }
        let details = try? await shop.catalog.details(of: item.style)
        if let details, let detail = screen as? ProductDetailViewController { detail.details = details }
        let product = try? await shop.catalog.product(item.style)
        let colors = try? await shop.catalog.colorTable()
        let available = details?.stock.quantity(color: item.color, size: item.size)
        show(ShopValues.shortage(of: item, product: product, colors: colors, available: available), on: screen)
    }

    /// Buy Now: the item goes into the cart (a promotion's slide chose no colour or size: the first
    /// variant in stock is taken), then checkout starts on this stack.
    private func buyNow(_ message: CartBuyNow, from screen: ViewController?) async {
        guard let shop, let cart = shop.cart else { return }
        (screen as? ProductDetailViewController)?.cartProblem = nil
        var item: CartItem?
        do throws(ShopError) {
            if let color = message.color, let size = message.size {
                item = CartItem(style: message.style, color: color, size: size)
            } else {
                item = try await shop.catalog.buyNowItem(for: message.style)
            }
            if let item { try await cart.add(item) }
            startCheckout()
        } catch .outOfStock {
            if let item {
                await showShortage(of: item, on: screen)
            } else {
                show(.rejected(reason: "This product is sold out."), on: screen)
            }
        } catch {
            show(backstage.failure(of: error).screenProblem, on: screen)
        }
    }

    /// Shows a failed cart request on the screen it came from (Home or a product page).
    private func show(_ problem: ScreenProblem, on screen: ViewController?) {
        switch screen {
        case let home as HomeViewController: home.problem = problem
        case let detail as ProductDetailViewController: detail.cartProblem = problem
        default: break
        }
    }
}
