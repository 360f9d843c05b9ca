// An app's pages declared once as an enum; a stack per tab; `Display` from any screen; a deep link
// applied by changing only what differs; the scene's navigation saved as bytes and restored.

import Coordinators
import Foundation
import Screens

// snippet.page
private enum ShopPage: LinkablePage {
    case home
    case product(id: Int)
    case cart

    var linkSegments: [String] {
        switch self {
        case .home: ["home"]
        case .product(let id): ["product", String(id)]
        case .cart: ["cart"]
        }
    }

    init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "home": self = .home
        case "product": self = .product(id: try link.int())
        case "cart": self = .cart
        case let name: throw link.unknownPage(name)
        }
    }
}
// snippet.end

private final class PageScreen: ViewController {
    let page: ShopPage

    init(_ page: ShopPage) {
        self.page = page
        super.init()
    }
}

// snippet.stacks
private final class CatalogStack: PageStackCoordinator<ShopPage> {
    init() { super.init(rootPage: .home, identifier: "catalog") }

    override func canShow(_ page: ShopPage) -> Bool {
        switch page {
        case .home, .product: true
        case .cart: false
        }
    }

    override func viewController(for page: ShopPage) throws -> ViewController { PageScreen(page) }
}

private final class CartStack: PageStackCoordinator<ShopPage> {
    init() { super.init(rootPage: .cart, identifier: "cart") }

    override func viewController(for page: ShopPage) throws -> ViewController { PageScreen(page) }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the routing, the link and the restoration; `SnippetTests` calls it.
@MainActor
func pagesAndLinksSnippet() async throws {
    // snippet.show
    // snippet.display
    let tabs = PageTabBarCoordinator<ShopPage>(identifier: "shop")
    var saved = Data()
    tabs.onNavigationChange = { navigation in saved = (try? navigation.restorationData()) ?? saved }
    tabs.start()
    let catalog = CatalogStack()
    let cart = CartStack()
    tabs.setStacks([catalog, cart], selectedIndex: 1)

    // From the cart's screen: the catalog tab is selected and pushes the product.
    let cartScreen = cart.navigationController.viewControllers[0]
    try await cartScreen.send(Display(ShopPage.product(id: 7)))
    // catalog.pages == [.home, .product(id: 7)]
    // snippet.end
    // snippet.hide
    try check(catalog.pages == [.home, .product(id: 7)], "the product was pushed in the catalog")
    try check(tabs.navigation.selectedStack == "catalog", "the catalog tab was selected")
    // snippet.show
    // snippet.link
    let links = LinkFormat<ShopPage>(base: URL(string: "shop://open")!)
    let link = links.url(for: PagePath(stack: "catalog", pages: [.home, .product(id: 3)]))
    // shop://open/catalog/home/product/3: .home's screen is kept, product 7 is replaced by 3
    try tabs.open(link, format: links)
    // snippet.end
    // snippet.hide
    try check(link.absoluteString == "shop://open/catalog/home/product/3", "the link's text")
    try check(catalog.pages == [.home, .product(id: 3)], "the link was applied")
    // snippet.show
    // snippet.single
    // A scene with one stack has the stack at its root: the same links, queue and restoration.
    let catalogAlone = CatalogStack()
    try catalogAlone.open(link, format: links) // not started yet: queued
    catalogAlone.start() // shows .home, then applies the queued link: [.home, .product(id: 3)]
    // snippet.end
    // snippet.hide
    try check(catalogAlone.pages == [.home, .product(id: 3)], "the queued link was applied at start")
    try check(catalogAlone.navigation.selectedStack == "catalog", "the navigation names the stack")
    // snippet.show
    // snippet.restore
    // Next launch: a new scene applies the saved bytes the way it applies a link.
    let restored = PageTabBarCoordinator<ShopPage>(identifier: "shop")
    restored.start()
    restored.setStacks([CatalogStack(), CartStack()])
    restored.restoreNavigation(from: saved) // bytes that no longer fit are dropped with a warning
    // snippet.end
    // snippet.hide
    try check(restored.navigation == tabs.navigation, "the restored scene shows what the first showed")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
