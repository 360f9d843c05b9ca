import Coordinators
import Foundation
import Logging
import Screens
import Testing

@MainActor
@Suite("Routing: restoration")
struct RoutingRestorationTests {
    /// The navigation of a newly started shop.
    static let defaultNavigation = SceneNavigation<TestPage>(
        paths: [
            PagePath(stack: "catalog", pages: [.home]), PagePath(stack: "cart", pages: [.cart]),
            PagePath(stack: "account", pages: [.account]),
        ],
        selectedStack: "catalog"
    )

    @Test("The scene's navigation is reported once per change: display, back tap, tab tap, link")
    func reportsEveryChange() async throws {
        let shop = RoutedShop.started()
        #expect(shop.navigation == Self.defaultNavigation)
        var reported: [SceneNavigation<TestPage>] = []
        shop.onNavigationChange = { reported.append($0) }

        let home = try #require(shop.catalog.viewControllers.first)
        try await home.send(Display(TestPage.category(id: 3)))
        #expect(reported.last?.paths.first?.pages == [.home, .category(id: 3)])

        shop.catalog.navigationController.userTappedBack()
        #expect(reported.last?.paths.first?.pages == [.home])

        #expect(shop.tabBarController.userSelectTab(at: 1))
        #expect(reported.last?.selectedStack == "cart")

        try shop.open(link("ivko://open/catalog/home/product/7"), format: testLinks())
        #expect(reported.count == 4)
        #expect(reported.last == shop.navigation)
        #expect(reported.last?.selectedStack == "catalog")
        #expect(reported.last?.paths.first?.pages == [.home, .product(id: 7)])
    }

    @Test("Saved navigation restores on the next launch: every stack, and the selected tab")
    func restorationRoundTrip() throws {
        let logs = LogCapture()
        let first = RoutedShop.started()
        var saved: SceneNavigation<TestPage>?
        first.onNavigationChange = { saved = $0 }
        try first.open(link("ivko://open/catalog/home/category/3/product/7"), format: testLinks())
        try first.open(link("ivko://open/cart/cart/checkout"), format: testLinks())
        try first.open(link("ivko://open/account/account/orders"), format: testLinks())
        let data = try #require(saved).restorationData()

        let next = RoutedShop.started(logs: logs)
        #expect(next.restoreNavigation(from: data) == .applied)

        #expect(next.navigation == first.navigation)
        #expect(next.selectedCoordinator === next.account)
        #expect(
            next.catalog.navigationController.viewControllers.compactMap { ($0 as? PageScreen)?.page }
                == [.home, .category(id: 3), .product(id: 7)])
        expectInSync(next.catalog)
        #expect(logs.warnings.isEmpty)
    }

    @Test("Saved navigation for pages that need a customer waits for the sign-in, as a link does")
    func restorationQueues() throws {
        let saved = SceneNavigation<TestPage>(
            paths: [PagePath(stack: "cart", pages: [.cart, .checkout])], selectedStack: "cart"
        )
        let shop = RoutedShop.started(session: ShopSession(signedIn: false))
        #expect(shop.restoreNavigation(from: try saved.restorationData()) == .queued)
        #expect(shop.cart.pages == [.cart])
        shop.setDependency(ShopSession(signedIn: true))
        #expect(shop.cart.pages == [.cart, .checkout])
        #expect(shop.selectedCoordinator === shop.cart)
    }

    @Test(
        "Saved state that no longer decodes or names what no longer exists is dropped with a warning",
        arguments: [
            ("undecodable bytes", #"{"paths": [{"stack": "catalog", "pages": [{"home": {}}"#),
            ("a removed page", #"{"paths":[{"pages":[{"home":{}},{"wishlist":{"id":1}}],"stack":"catalog"}],"selectedStack":"catalog"}"#),
            (
                "a removed tab",
                #"{"paths":[{"pages":[{"home":{}},{"category":{"id":3}}],"stack":"catalog"},{"pages":[{"home":{}}],"stack":"wishlist"}],"selectedStack":"catalog"}"#
            ),
            (
                "a removed product",
                #"{"paths":[{"pages":[{"home":{}},{"category":{"id":3}},{"product":{"id":404}}],"stack":"catalog"}],"selectedStack":"catalog"}"#
            ),
            (
                "a page moved to another tab",
                #"{"paths":[{"pages":[{"cart":{}},{"product":{"id":7}}],"stack":"cart"}],"selectedStack":"cart"}"#
            ),
        ])
    func corruptSavedState(what: String, json: String) throws {
        let logs = LogCapture()
        let shop = RoutedShop.started(logs: logs)
        shop.catalog.missingProducts = [404]
        let screens = shop.catalog.viewControllers

        #expect(shop.restoreNavigation(from: Data(json.utf8)) == nil, "\(what)")

        #expect(shop.navigation == Self.defaultNavigation, "\(what) left the app half restored")
        #expect(same(shop.catalog.viewControllers, screens))
        #expect(shop.pendingNavigation == nil)
        #expect(logs.warnings.count == 1, "\(what)")
        #expect(logs.warnings.first?.label == "layers.coordinators")
        #expect(logs.warnings.first?.message.hasPrefix("Dropped saved navigation") == true)
    }

    @Test("Saved navigation meeting a stack mid-way through the user's pop changes no stack; it applies once the pop ends")
    func stackBusy() throws {
        let logs = LogCapture()
        let shop = RoutedShop.started(logs: logs)
        try shop.setPages([.cart, .checkout], on: shop.cart)
        let saved = SceneNavigation<TestPage>(
            paths: [PagePath(stack: "catalog", pages: [.home, .category(id: 3)]), PagePath(stack: "cart", pages: [.cart])],
            selectedStack: "catalog"
        )
        let pop = try #require(shop.cart.navigationController.beginInteractivePop())

        #expect(shop.restoreNavigation(from: try saved.restorationData()) == nil)
        #expect(shop.catalog.pages == [.home], "the catalog changed although the cart could not")
        #expect(logs.warnings.count == 1)

        pop.cancel()
        #expect(shop.restoreNavigation(from: try saved.restorationData()) == .applied)
        #expect(shop.catalog.pages == [.home, .category(id: 3)])
        #expect(shop.cart.pages == [.cart])
    }

    @Test("The library logs under layers.coordinators")
    func loggerLabel() {
        #expect(RoutedShop().logger.label == "layers.coordinators")
        #expect(RoutedStack("catalog", root: .home) { _ in true }.logger.label == "layers.coordinators")
    }
}
