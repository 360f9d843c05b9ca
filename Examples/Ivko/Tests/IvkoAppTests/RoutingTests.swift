import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoModel
import IvkoScreens
import IvkoTestSupport
import Screens
import StatelessCoordinators
import Testing

/// Deep links before and after sign-in, and restoring a saved navigation.
@MainActor
@Suite(.waitLimit(.seconds(300)))
struct RoutingTests {
    @Test func theShopsLinksReadAsNavigations() throws {
        let product = try ShopLinks.navigation(for: try #require(URL(string: "ivko://product/W26KD0112")))
        #expect(product == SceneNavigation(PagePath(stack: "catalog", pages: [.home, .product(style: "W26KD0112")])))
        let category = try ShopLinks.navigation(for: try #require(URL(string: "ivko://category/Coats%20%26%20Jackets")))
        #expect(category.paths.first?.pages.last == .category(name: "Coats & Jackets"))
        #expect(try ShopLinks.navigation(for: try #require(URL(string: "ivko://cart"))).selectedStack == "cart")
        #expect(try ShopLinks.navigation(for: try #require(URL(string: "ivko://orders"))).paths.first?.pages == [.account, .orders])
        #expect(throws: InvalidLink.self) { try ShopLinks.navigation(for: try #require(URL(string: "ivko://nowhere"))) }
        #expect(throws: InvalidLink.self) { try ShopLinks.navigation(for: try #require(URL(string: "https://example.com/cart"))) }
        let link = ShopLinks.url(for: .category(name: "Coats & Jackets"))
        #expect(try ShopLinks.navigation(for: link) == category, "a link the shop writes reads back")
        #expect(throws: InvalidLink.self) { try ShopLinks.navigation(for: try #require(URL(string: "ivko://order"))) }
    }

    @Test func anOrderHasALinkThatOpensItOverTheHistory() throws {
        let link = ShopLinks.url(for: .order(number: "2026-000123"))
        #expect(link.absoluteString == "ivko://order/2026-000123")
        let navigation = try ShopLinks.navigation(for: link)
        #expect(navigation == SceneNavigation(PagePath(stack: "account", pages: [.account, .orders, .order(number: "2026-000123")])))
    }

    /// Nothing a button asks for is dropped: an action message that fails (here a page no tab can
    /// make) reaches the scene as the library's `MessageFailed`, and the user is told in an alert.
    @Test(.stretchedTimeLimit(minutes: 5))
    func anActionThatFailsIsToldInAnAlert() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.reachMain()
            let home = try #require(main.catalog?.viewControllers.first as? HomeViewController)
            home.sendAction(Display(ShopPage.product(style: "not a style code")))
            let stage = app.shop.rootViewController
            try await waitUntil("the failure shows in an alert", timeLimit: .seconds(30)) {
                stage.presentedViewController is AlertController
            }
            let alert = try #require(stage.presentedViewController as? AlertController)
            #expect(alert.title == "That did not work")
            #expect(alert.message == ScreenProblem.unexpected.message)
            #expect(alert.userSelect(actionAt: 0))
            #expect(stage.presentedViewController == nil)
            #expect(main.catalog?.pages == [.home], "the failed page was not half shown")
        }
    }

    @Test func everyPageHasALinkThatReadsBackAsThatPage() throws {
        let pages: [ShopPage] = [
            .home, .search, .category(name: "Coats & Jackets"), .product(style: "W26KD0112"), .cart, .account, .orders,
            .order(number: "2026-000123"), .stores,
        ]
        for page in pages {
            let link = ShopLinks.url(for: page)
            let path = try #require(try ShopLinks.navigation(for: link).paths.first)
            #expect(path.stack == "\(page.tab)", "\(link)")
            #expect(path.pages.last == page, "\(link) reads back as \(page)")
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func anOrdersLinkOpensTheAccountTabOnThatOrderAndTheOrderPageIsRestored() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            let number = try #require(await app.server.orders(of: "demo").first?.orderNo)
            try app.shop.open(try #require(URL(string: "ivko://order/\(number)")))
            let account = try #require(main.account)
            #expect(main.selectedCoordinator === account)
            #expect(account.pages == [.account, .orders, .order(number: number)])
            let detail = try #require(account.viewControllers.last as? OrderDetailViewController)
            try await waitUntil("the order loads", timeLimit: .seconds(30)) { detail.order.value != nil }
            #expect(detail.order.value?.number.rawValue == number)
            #expect(detail.order.problem == nil)

            try await waitUntil("the navigation is handed out") {
                app.navigation.last?.paths.first { $0.stack == "account" }?.pages.last == .order(number: number)
            }
            let bytes = try #require(app.navigation.last).restorationData()
            app.restart(savedNavigation: bytes)
            let restored = try await app.reachMain()
            #expect(restored.account?.pages == [.account, .orders, .order(number: number)])
            let restoredDetail = try #require(restored.account?.viewControllers.last as? OrderDetailViewController)
            try await waitUntil("the restored order loads", timeLimit: .seconds(30)) { restoredDetail.order.value != nil }
            #expect(restoredDetail.order.value?.number.rawValue == number)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aLinkToAnOrderNotInTheHistorySaysSo() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            try app.shop.open(try #require(URL(string: "ivko://order/NO-SUCH-ORDER")))
            let detail = try #require(main.account?.viewControllers.last as? OrderDetailViewController)
            try await waitUntil("the page says so", timeLimit: .seconds(30)) { detail.order.problem != nil }
            #expect(detail.order.value == nil)
            #expect(detail.order.statusView.messageLabel.text?.contains("not in your order history") == true)
            #expect(detail.order.statusView.retryButton.isHidden, "asking again finds no such order: no Try again")
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aLinkOpenedBeforeSignInIsAppliedAfterIt() async throws {
        try await LiveApp.with { app in
            app.launch()
            let style = try #require(app.server.catalog.products.first { $0.isActive }?.style)
            try app.shop.open(try #require(URL(string: "ivko://product/\(style)")))
            let main = try await app.signInToMain()
            let catalog = try #require(main.catalog)
            #expect(catalog.pages == [.home, .product(style: style)])
            #expect(main.selectedCoordinator === catalog)
            let detail = try #require(catalog.viewControllers.last as? ProductDetailViewController)
            try await waitUntil("the product loads") { detail.product != nil }

            try app.shop.open(try #require(URL(string: "ivko://orders")))
            let account = try #require(main.account)
            #expect(account.pages == [.account, .orders])
            #expect(main.selectedCoordinator === account)
            let history = try #require((account.viewControllers.last as? OrderHistoryFlow.Host)?.content)
            try await waitUntil("the orders load", timeLimit: .seconds(30)) { history.orders.value?.isEmpty == false }

            // The history is the stateless flow: a chosen order leaves it as an output, and the
            // Account tab that hosts it shows the order.
            let order = try #require(history.orders.value?.first)
            try history.listView.userSelectItem(at: IndexPath(indexes: [0, 0]))
            #expect(account.pages == [.account, .orders, .order(number: order.number.rawValue)])
            // The order's page asks for its order, which the order manager answers from the history it keeps.
            let orderScreen = try #require(account.viewControllers.last as? OrderDetailViewController)
            try await waitUntil("the order shows", timeLimit: .seconds(30)) { orderScreen.order.value == order }
        }
    }

    /// The program gives its keeper to the application delegate once; it reaches the scenes as a
    /// dependency (keyed by the protocol), and the first signed-in tree restores and keeps through it.
    @Test(.stretchedTimeLimit(minutes: 5))
    func theApplicationDelegateHandsTheProgramsNavigationKeeperToItsScenes() async throws {
        try await LiveApp.with { app in
            let style = try #require(app.server.catalog.products.first { $0.isActive }?.style)
            let keeper = KeptNavigation()
            keeper.saved = try SceneNavigation(PagePath<ShopPage>(stack: "catalog", pages: [.home, .product(style: style)]))
                .restorationData()
            let delegate = ShopApplicationDelegate(navigationKeeper: keeper, logger: LiveApp.quiet)
            delegate.applicationCoordinator.build(on: app.live.localData)
            let application = Application(delegate: delegate)
            application.launch()
            _ = try application.requestSceneSessionActivation().get()
            let scene = try #require(delegate.roots.first)
            try await waitUntil("the scene asks for a sign-in", timeLimit: .seconds(60)) { scene.stage == .signIn }
            let signIn = try #require(scene.stageScreen as? SignInViewController)
            signIn.usernameField.text = "demo"
            signIn.passwordField.text = "demo"
            #expect(signIn.signInButton.tap())
            try await waitUntil("the tab bar shows", timeLimit: .seconds(60)) { scene.stage == .main }
            let main = try #require(scene.main)
            #expect(main.catalog?.pages == [.home, .product(style: style)], "the kept navigation is restored")
            #expect(keeper.saved == nil, "it is handed out once")

            try await main.catalog?.send(Display(ShopPage.cart))
            try await waitUntil("the change is kept") { keeper.last?.selectedStack == "cart" }
            await delegate.shutDown()
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aProductPageIsRestoredOnTheNextStart() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            let style = try #require(app.server.catalog.products.first { $0.isActive }?.style)
            try await main.catalog?.send(Display(ShopPage.product(style: style)))
            try await waitUntil("the navigation is handed out") {
                app.navigation.last?.paths.first { $0.stack == "catalog" }?.pages.count == 2
            }
            let last = try #require(app.navigation.last)
            #expect(last.paths.first { $0.stack == "catalog" }?.pages == [.home, .product(style: style)])

            // The next start: a new scene given the saved bytes.
            let bytes = try last.restorationData()
            app.restart(savedNavigation: bytes)
            let restored = try await app.reachMain()
            #expect(restored !== main)
            #expect(restored.catalog?.pages == [.home, .product(style: style)])
        }
    }
}
