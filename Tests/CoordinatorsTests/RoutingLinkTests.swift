import Coordinators
import Foundation
import Screens
import Testing

@MainActor
@Suite("Routing: deep links")
struct RoutingLinkTests {
    /// The stack that owns `page` in the test shop, or `nil` for `help`.
    static func stackName(of page: TestPage) -> String? {
        let shop = RoutedShop()
        return [shop.catalog, shop.cart, shop.account].first { $0.canShow(page) }?.identifier
    }

    @Test("URL ⇄ path round trip is lossless for every page of the test app", arguments: TestPage.all)
    func roundTrip(page: TestPage) throws {
        let links = try testLinks()
        let stack = Self.stackName(of: page) ?? "catalog"
        for pages in [[page], [.home, page, page]] {
            let path = PagePath(stack: stack, pages: pages)
            let url = links.url(for: path)
            #expect(try links.path(from: url) == path, "\(url)")
            #expect(links.url(for: try links.path(from: url)) == url)
        }
    }

    @Test("Links read as the app writes them, on a custom scheme and under a web address")
    func linkShapes() throws {
        let links = try testLinks()
        let path = PagePath<TestPage>(stack: "catalog", pages: [.home, .category(id: 3), .product(id: 7)])
        #expect(links.url(for: path).absoluteString == "ivko://open/catalog/home/category/3/product/7")
        #expect(try links.path(from: link("ivko://open/catalog/home/category/3/product/7?utm=mail#top")) == path)
        #expect(try links.path(from: link("ivko://open/cart")) == PagePath(stack: "cart", pages: []))
        #expect(
            links.url(for: PagePath(stack: "catalog", pages: [.search(query: "a/b c")])).absoluteString
                == "ivko://open/catalog/search/a%2Fb%20c")

        let web = LinkFormat<TestPage>(base: try link("https://ivko.example/app/"))
        let url = web.url(for: path)
        #expect(url.absoluteString == "https://ivko.example/app/catalog/home/category/3/product/7")
        #expect(try web.path(from: url) == path)
        #expect(throws: InvalidLink(url: "https://ivko.example/catalog/home", reason: .foreign)) {
            try web.path(from: link("https://ivko.example/catalog/home"))
        }
    }

    @Test("An invalid link is a typed error that says what is wrong")
    func invalidLinks() throws {
        let links = try testLinks()
        let cases: [(String, InvalidLink.Reason)] = [
            ("https://open/catalog/home", .foreign),
            ("ivko://elsewhere/catalog/home", .foreign),
            ("ivko://open", .missingStack),
            ("ivko://open/catalog/home/wishlist", .unknownPage("wishlist")),
            ("ivko://open/catalog/home/product", .missingParameter(page: "product")),
            ("ivko://open/catalog/product/seven", .badParameter(page: "product", value: "seven", expected: "a whole number")),
        ]
        for (text, reason) in cases {
            #expect(throws: InvalidLink(url: text, reason: reason)) { try links.path(from: link(text)) }
        }
    }

    @Test("Opening an invalid link, or one into a stack the app does not have, throws and changes nothing")
    func invalidLinkChangesNothing() throws {
        let shop = RoutedShop.started()
        try shop.setPages([.home, .category(id: 3)], on: shop.catalog)
        let before = shop.navigation
        let screens = shop.catalog.viewControllers

        #expect(throws: InvalidLink(url: "ivko://open/catalog/wishlist", reason: .unknownPage("wishlist"))) {
            try shop.open(link("ivko://open/catalog/wishlist"), format: testLinks())
        }
        #expect(throws: NavigationError.unknownStack("wishlist")) {
            try shop.open(link("ivko://open/wishlist/home"), format: testLinks())
        }
        #expect(throws: NavigationError.pageNotOwned(page: "checkout", stack: "catalog")) {
            try shop.open(link("ivko://open/catalog/home/checkout"), format: testLinks())
        }
        #expect(shop.navigation == before)
        #expect(same(shop.catalog.viewControllers, screens))
    }

    @Test("A stack whose coordinator finished is no longer a stack: links into it name an unknown stack")
    func finishedStack() throws {
        let shop = RoutedShop.started()
        shop.account.finish()
        #expect(shop.stacks.map(\.identifier) == ["catalog", "cart"])
        #expect(shop.navigation.paths.map(\.stack) == ["catalog", "cart"])
        #expect(throws: NavigationError.unknownStack("account")) {
            try shop.open(link("ivko://open/account/account/orders"), format: testLinks())
        }
    }

    @Test("Already on a category, a link to a product in it pushes one screen and rebuilds nothing")
    func linkPushesOnlyWhatDiffers() throws {
        let shop = RoutedShop.started()
        #expect(try shop.open(link("ivko://open/catalog/home/category/3"), format: testLinks()) == .applied)
        let before = shop.catalog.viewControllers
        let builtBefore = shop.catalog.built

        #expect(try shop.open(link("ivko://open/catalog/home/category/3/product/7"), format: testLinks()) == .applied)

        #expect(shop.catalog.pages == [.home, .category(id: 3), .product(id: 7)])
        #expect(same(Array(shop.catalog.viewControllers.prefix(2)), before))
        #expect(shop.catalog.built == builtBefore + [.product(id: 7)])
        #expect(shop.catalog.navigationController.viewControllers.count == 3)
        expectInSync(shop.catalog)

        // Another category keeps only the home screen; the same link again changes nothing.
        try shop.open(link("ivko://open/catalog/home/category/4"), format: testLinks())
        #expect(shop.catalog.pages == [.home, .category(id: 4)])
        #expect(shop.catalog.viewControllers.first === before.first)
        let settled = shop.catalog.viewControllers
        try shop.open(link("ivko://open/catalog/home/category/4"), format: testLinks())
        #expect(same(shop.catalog.viewControllers, settled))
    }

    @Test("A link into another tab selects that tab and keeps the other tabs' stacks")
    func linkIntoAnotherTab() throws {
        let shop = RoutedShop.started()
        try shop.open(link("ivko://open/catalog/home/category/3/product/7"), format: testLinks())
        let catalogScreens = shop.catalog.viewControllers
        let accountScreens = shop.account.viewControllers

        #expect(try shop.open(link("ivko://open/cart/cart/checkout"), format: testLinks()) == .applied)

        #expect(shop.selectedCoordinator === shop.cart)
        #expect(shop.cart.pages == [.cart, .checkout])
        #expect(same(shop.catalog.viewControllers, catalogScreens))
        #expect(shop.catalog.pages == [.home, .category(id: 3), .product(id: 7)])
        #expect(same(shop.account.viewControllers, accountScreens))

        // A link naming only a stack selects it as it is.
        try shop.open(link("ivko://open/catalog"), format: testLinks())
        #expect(shop.selectedCoordinator === shop.catalog)
        #expect(same(shop.catalog.viewControllers, catalogScreens))
        #expect(shop.cart.pages == [.cart, .checkout])
    }

    @Test("A link that arrives while loading or signed out is queued, replaced by a newer one, applied after sign-in")
    func queuedLink() throws {
        let shop = RoutedShop.started(session: nil)
        let start = shop.navigation

        #expect(try shop.open(link("ivko://open/cart/cart/checkout"), format: testLinks()) == .queued)
        #expect(shop.navigation == start)

        shop.setDependency(ShopSession(signedIn: false)) // loaded, signed out: checkout still waits
        #expect(shop.pendingNavigation?.selectedStack == "cart")
        #expect(shop.navigation == start)

        #expect(try shop.open(link("ivko://open/account/account/orders"), format: testLinks()) == .queued)
        #expect(shop.pendingNavigation?.selectedStack == "account")

        shop.setDependency(ShopSession(signedIn: true))
        #expect(shop.pendingNavigation == nil)
        #expect(shop.selectedCoordinator === shop.account)
        #expect(shop.account.pages == [.account, .orders])
        #expect(shop.cart.pages == [.cart], "the replaced link was applied too")
        #expect(shop.cart.built == [.cart])
    }

    @Test("A link queued while loading is applied once the app has loaded, its screens built with what was loaded")
    func queuedUntilLoaded() throws {
        let logs = LogCapture()
        let shop = RoutedShop.started(session: nil, logs: logs)
        #expect(try shop.open(link("ivko://open/catalog/home/product/7"), format: testLinks()) == .queued)

        shop.setDependency(ShopSession(signedIn: false))

        #expect(shop.catalog.pages == [.home, .product(id: 7)])
        #expect(shop.pendingNavigation == nil)
        #expect(logs.warnings.isEmpty)
    }

    @Test("A newer link the scene can show at once drops the queued one")
    func appliedLinkDropsQueued() throws {
        let shop = RoutedShop.started(session: ShopSession(signedIn: false))
        #expect(try shop.open(link("ivko://open/cart/cart/checkout"), format: testLinks()) == .queued)
        #expect(try shop.open(link("ivko://open/catalog/home/product/7"), format: testLinks()) == .applied)
        #expect(shop.pendingNavigation == nil)

        shop.setDependency(ShopSession(signedIn: true))
        #expect(shop.selectedCoordinator === shop.catalog)
        #expect(shop.cart.pages == [.cart])
    }
}

extension RoutedShop {
    /// Sets `pages` on `stack` through the scene, as a link would.
    func setPages(_ pages: [TestPage], on stack: RoutedStack) throws {
        try navigate(to: SceneNavigation(PagePath(stack: stack.identifier, pages: pages)))
    }
}
