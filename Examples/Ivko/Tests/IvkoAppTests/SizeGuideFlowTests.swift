import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The size guide, a stateful child flow sharing the Catalog tab's stack, end to end and headless:
/// it pushes onto the tab's stack (no page of its own), the user's Back into the product page ends
/// and releases it with no result, a size chosen in it reaches the product page typed (the tab
/// awaits it with `startChild(_:returning:)`), and its "Try it in a store" presents the stores as a
/// child (`presentChild`) that a swipe ends and releases.
@MainActor
@Suite struct SizeGuideFlowTests {
    /// Signs in and opens the page of a product offered in several sizes; returns the tab and page.
    private static func productPage(of app: LiveApp) async throws -> (CatalogCoordinator, ProductDetailViewController) {
        app.launch()
        let main = try await app.signInToMain()
        let style = try #require(
            app.server.catalog.products.first { product in product.isActive && Set(product.stock.map(\.size)).count > 1 }?.style)
        try app.shop.open(try #require(URL(string: "ivko://product/\(style)")))
        let catalog = try #require(main.catalog)
        let detail = try #require(catalog.viewControllers.last as? ProductDetailViewController)
        detail.loadViewIfNeeded()
        try await waitUntil("the product loads", timeLimit: .seconds(30)) { detail.product != nil && detail.details != nil }
        #expect(detail.sizeOptions.count > 1)
        return (catalog, detail)
    }

    /// Taps "Size guide" and waits for the guide on the tab's stack.
    private static func openGuide(
        from detail: ProductDetailViewController, in catalog: CatalogCoordinator
    ) async throws -> (
        SizeGuideCoordinator, SizeGuideViewController
    ) {
        #expect(detail.sizeGuideButton.tap())
        try await waitUntil("the size guide shows", timeLimit: .seconds(10)) {
            catalog.navigationController.topViewController is SizeGuideViewController
        }
        let guide = try #require(catalog.sizeGuide)
        let screen = try #require(catalog.navigationController.topViewController as? SizeGuideViewController)
        screen.loadViewIfNeeded()
        #expect(guide.navigationController === catalog.navigationController, "the guide shares the tab's stack")
        #expect(guide.viewControllers.count == 1 && guide.viewControllers.first === screen)
        #expect(catalog.viewControllers.last === detail, "the tab's screens stay the tab's")
        return (guide, screen)
    }

    @Test(.stretchedTimeLimit(minutes: 3))
    func backOutOfTheGuideEndsAndReleasesItWithNoSizeChosen() async throws {
        try await LiveApp.with { app in
            let (catalog, detail) = try await Self.productPage(of: app)
            let pages = catalog.pages
            let chosenBefore = detail.chosenSize
            weak var guide: SizeGuideCoordinator?
            weak var screen: SizeGuideViewController?
            (guide, screen) = try await Self.openGuide(from: detail, in: catalog)
            #expect(catalog.pages == pages, "the guide is no page of the tab")

            #expect(catalog.navigationController.userTappedBack() != nil)
            #expect(catalog.navigationController.topViewController === detail)
            try await waitUntil("the guide is released", timeLimit: .seconds(10)) { guide == nil && screen == nil }
            #expect(catalog.sizeGuide == nil)
            #expect(catalog.children.isEmpty)
            #expect(detail.chosenSize == chosenBefore, "no size came back")
        }
    }

    @Test(.stretchedTimeLimit(minutes: 3))
    func aSizeChosenInTheGuideReachesTheProductPage() async throws {
        try await LiveApp.with { app in
            let (catalog, detail) = try await Self.productPage(of: app)
            let size = try #require(detail.sizeOptions.last)
            weak var guide: SizeGuideCoordinator?
            weak var screen: SizeGuideViewController?
            (guide, screen) = try await Self.openGuide(from: detail, in: catalog)
            let button = try #require(
                screen?.sizeButtons.arrangedSubviews.first { $0.accessibilityIdentifier == "sizeGuide.\(size.rawValue)" } as? Button)
            #expect(button.tap())
            try await waitUntil("the chosen size reaches the page", timeLimit: .seconds(10)) { detail.chosenSize == size }
            #expect(catalog.navigationController.topViewController === detail, "the guide's screen left the stack")
            try await waitUntil("the guide is released", timeLimit: .seconds(10)) { guide == nil && screen == nil }
        }
    }

    @Test(.stretchedTimeLimit(minutes: 3))
    func theStoresArePresentedAsAChildAndASwipeReleasesThem() async throws {
        try await LiveApp.with { app in
            let (catalog, detail) = try await Self.productPage(of: app)
            let (guide, screen) = try await Self.openGuide(from: detail, in: catalog)
            #expect(screen.storesButton.tap())
            try await waitUntil("the stores are presented", timeLimit: .seconds(10)) { guide.stores != nil }
            weak var stores: StoreCoordinator?
            stores = guide.stores
            let sheet = try #require(stores?.navigationController)
            #expect(sheet.presentingViewController != nil)
            let list = try #require(stores?.viewControllers.first as? StoreListViewController)
            list.loadViewIfNeeded()
            try await waitUntil("the stores load", timeLimit: .seconds(30)) { list.stores.value?.count == 3 }

            #expect(sheet.presentationController?.userSwipeToDismiss() == .dismissed)
            try await waitUntil("the stores are released", timeLimit: .seconds(10)) { stores == nil }
            #expect(guide.stores == nil)
            #expect(catalog.navigationController.topViewController === screen, "the guide stays")
        }
    }
}
