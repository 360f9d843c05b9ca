import AsyncTestSupport
import Coordinators
import Foundation
import Screens
import Testing

// The tour's part on pages, deep links and restoration (Docs/Tour.md, linked from the README), compiled and run, so
// the tour stays true.

enum ShopPage: LinkablePage {
    case home, category(id: Int), product(id: Int), cart, checkout

    var linkSegments: [String] {
        switch self {
        case .home: ["home"]
        case .category(let id): ["category", String(id)]
        case .product(let id): ["product", String(id)]
        case .cart: ["cart"]
        case .checkout: ["checkout"]
        }
    }

    init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "home": self = .home
        case "category": self = .category(id: try link.int())
        case "product": self = .product(id: try link.int())
        case "cart": self = .cart
        case "checkout": self = .checkout
        case let name: throw link.unknownPage(name)
        }
    }
}

final class CatalogStack: PageStackCoordinator<ShopPage> {
    init() { super.init(rootPage: .home, identifier: "catalog") }

    override func canShow(_ page: ShopPage) -> Bool {
        switch page {
        case .home, .category, .product: true
        case .cart, .checkout: false
        }
    }

    override func viewController(for page: ShopPage) throws -> ViewController {
        switch page {
        case .product(let id): ProductViewController(style: "W26KD\(id)")
        default: ProductListViewController()
        }
    }
}

final class CartStack: PageStackCoordinator<ShopPage> {
    init() { super.init(rootPage: .cart, identifier: "cart") }
    override func canShow(_ page: ShopPage) -> Bool { page == .cart || page == .checkout }
    override func viewController(for page: ShopPage) throws -> ViewController { ViewController() }
}

final class ShopTabBar: PageTabBarCoordinator<ShopPage> {
    override func start() {
        super.start()
        setStacks([CatalogStack(), CartStack()])
    }
}

@MainActor
@Suite("Tour of the libraries (Docs/Tour.md): pages")
struct RoutingTourTests {
    @Test("Part 5: a button in the cart tab displays a product; a deep link; saved navigation restored")
    func pagesLinksRestoration() async throws {
        let tabs = ShopTabBar()
        tabs.start()
        var saved = Data()
        tabs.onNavigationChange = { navigation in saved = (try? navigation.restorationData()) ?? Data() }
        let cart = try #require(tabs.stacks.last)
        tabs.select(cart)
        let cartScreen = try #require(cart.viewControllers.first)

        // from any responder, e.g. a button in the cart tab:
        let show = Button(title: "Show") { button in button.sendAction(Display(ShopPage.product(id: 7))) }
        cartScreen.view.addSubview(show)
        #expect(show.tap())
        try await waitUntil("the product was shown") { tabs.stacks.first?.pages == [.home, .product(id: 7)] }
        #expect(tabs.selectedCoordinator === tabs.stacks.first)

        let links = LinkFormat<ShopPage>(base: try link("ivko://open"))
        try tabs.open(link("ivko://open/cart/cart/checkout"), format: links)
        #expect(tabs.navigation.selectedStack == "cart")
        #expect(
            links.url(for: PagePath(stack: "catalog", pages: [.home, .product(id: 7)])).absoluteString
                == "ivko://open/catalog/home/product/7")

        let relaunched = ShopTabBar()
        relaunched.start()
        #expect(relaunched.restoreNavigation(from: saved) == .applied)
        #expect(relaunched.navigation == tabs.navigation)
    }
}
