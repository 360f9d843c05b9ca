import AsyncTestSupport
import Coordinators
import Screens
import Testing

@MainActor
@Suite("Routing: Display")
struct RoutingDisplayTests {
    @Test("From the cart tab, displaying a product selects the catalog tab and pushes the product there")
    func displayOwnedByAnotherTab() async throws {
        let shop = RoutedShop.started()
        shop.select(shop.cart)
        let cartScreen = try #require(shop.cart.viewControllers.first)
        let catalogRoot = try #require(shop.catalog.viewControllers.first)

        try await cartScreen.send(Display(TestPage.product(id: 7)))

        #expect(shop.selectedCoordinator === shop.catalog)
        #expect(shop.catalog.pages == [.home, .product(id: 7)])
        #expect(shop.catalog.viewControllers.first === catalogRoot)
        #expect((shop.catalog.navigationController.topViewController as? PageScreen)?.page == .product(id: 7))
        #expect(shop.cart.pages == [.cart])
        #expect(shop.cart.viewControllers.first === cartScreen)
        expectInSync(shop.catalog)
    }

    @Test("A button's action displays a page of its own stack; displaying a page already shown pops back to it")
    func displayFromButtonAndPopBack() async throws {
        let shop = RoutedShop.started()
        let home = try #require(shop.catalog.viewControllers.first)
        let open = Button(title: "Shirts") { button in button.sendAction(Display(TestPage.category(id: 3))) }
        home.view.addSubview(open)

        #expect(open.tap())
        try await waitUntil("the category was pushed") { shop.catalog.pages == [.home, .category(id: 3)] }
        #expect(shop.selectedCoordinator === shop.catalog)

        let category = try #require(shop.catalog.viewControllers.last)
        try await category.send(Display(TestPage.product(id: 7)))
        #expect(shop.catalog.pages == [.home, .category(id: 3), .product(id: 7)])
        let product = try #require(shop.catalog.viewControllers.last)
        try await product.send(Display(TestPage.home))
        #expect(shop.catalog.pages == [.home])
        #expect(shop.catalog.viewControllers.first === home)
        expectInSync(shop.catalog)
    }

    @Test("A page nobody owns ends in UnhandledMessage after every coordinator was asked; nothing changes")
    func unownedPage() async throws {
        let shop = RoutedShop.started()
        let before = shop.navigation
        let home = try #require(shop.catalog.viewControllers.first)

        let error = await #expect(throws: UnhandledMessage.self) { try await home.send(Display(TestPage.help)) }
        #expect(error?.message == "Display<TestPage>")
        #expect(error?.path.compactMap(\.identifier) == ["catalog", "shop"])
        #expect(shop.navigation == before)
    }

    @Test("A page whose screen cannot be made fails the Display with NavigationError and changes nothing")
    func screenUnavailable() async throws {
        let shop = RoutedShop.started()
        shop.catalog.missingProducts = [9]
        shop.select(shop.cart)
        let cartScreen = try #require(shop.cart.viewControllers.first)

        let error = await #expect(throws: NavigationError.self) { try await cartScreen.send(Display(TestPage.product(id: 9))) }
        guard case .screenUnavailable(let page, let stack, _) = error else {
            Issue.record("Expected screenUnavailable, got \(String(describing: error))")
            return
        }
        #expect(page == "product(id: 9)")
        #expect(stack == "catalog")
        #expect(shop.catalog.pages == [.home])
    }

    @Test("A page a coordinator shows through a child: displaying sign-in presents a sign-in flow over the tabs")
    func displayStartsChild() async throws {
        let shop = RoutedShop.started(session: ShopSession(signedIn: false))
        shop.select(shop.cart)
        let cartScreen = try #require(shop.cart.viewControllers.first)

        try await cartScreen.send(Display(TestPage.signIn))

        let flow = try #require(shop.signInFlow)
        #expect(flow.parent === shop)
        #expect(shop.tabBarController.presentedViewController === flow.navigationController)
        #expect(flow.pages == [.signIn])
        #expect(shop.selectedCoordinator === shop.cart)

        // Shown already: a second Display changes nothing; a tab's page from the flow goes to its tab.
        let signInScreen = try #require(flow.viewControllers.first)
        try await signInScreen.send(Display(TestPage.signIn))
        #expect(shop.signInFlow === flow)
        try await signInScreen.send(Display(TestPage.orders))
        #expect(shop.selectedCoordinator === shop.account)
        #expect(shop.account.pages == [.account, .orders])

        flow.finish()
        #expect(!flow.isStarted)
        #expect(!shop.children.contains { $0 === flow })
        #expect(shop.tabBarController.presentedViewController == nil)
    }
}
