import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import IvkoService
import Screens
import Signals
import StatelessCoordinators
import Testing

/// The real shop under heavy navigation leaves nothing behind: cycles of tab switches, a product
/// page pushed from another tab and popped by the user, the cart's checkout presented and left
/// (by its Cancel, or by the user swiping the sheet away),
/// deep links (a product, the stateless order history, back to the tabs' roots), a second scene
/// connected and disconnected, and sign-out / sign-in every few cycles. After every cycle all the
/// coordinators, controllers and views it made, the vended history's signal, and the managers of a
/// signed-out customer and of a disconnected scene (but the customer's cart and orders, which it
/// shares with the first scene) are released, and the tree is as it was. `LAYERS_LEAK_CYCLES` sets the count (the full run: 10,000).
@MainActor
@Suite("Leaks: navigation cycles of the shop")
struct AppLeakCycleTests {
    /// Every how many cycles the user signs out and in, and a second scene connects and goes.
    static let sessionEvery = 10

    @Test("Shop navigation cycles release everything they made (LAYERS_LEAK_CYCLES, default 30)", .stretchedTimeLimit(minutes: 60))
    func shopNavigationCyclesReleaseEverything() async throws {
        // The test's own knob (the full run sets 10,000; the sanitized run fewer).
        let cycles = ProcessInfo.processInfo.environment["LAYERS_LEAK_CYCLES"].flatMap(Int.init).map { max(1, $0) } ?? 30
        let credentials = InMemoryCredentialStore()
        try await LiveApp.with(credentialStore: credentials) { app in
            app.launch()
            var main = try await app.signInToMain()
            let styles = app.server.catalog.products.filter(\.isActive).prefix(20).map(\.style)
            try #require(styles.count >= 2)
            try await Self.putOneItemInTheCart(of: main, app: app)
            let startCounts = ShopTreeCounts.of(main)
            #expect(startCounts == ShopTreeCounts(coordinators: 5, catalogStack: 1, cartStack: 1, accountStack: 1, presented: false))

            let clock = ContinuousClock()
            let began = clock.now
            let memoryAtStart = ResidentMemory.bytes()
            var memoryAfterWarmUp = memoryAtStart
            var leakyCycles = 0

            for cycle in 1...cycles {
                let leaks = LeakTracker()
                try await runCycle(cycle, main: main, app: app, styles: styles, leaks: leaks)
                if cycle.isMultiple(of: Self.sessionEvery) {
                    main = try await signOutAndIn(main, app: app, credentials: credentials, leaks: leaks)
                    try await connectAndDisconnectASecondScene(app: app, leaks: leaks)
                }
                if !leaks.allReleased {
                    try? await waitUntil("cycle \(cycle)'s objects are released", timeLimit: .seconds(20)) { leaks.allReleased }
                }
                let counts = ShopTreeCounts.of(main)
                if !leaks.allReleased || counts != startCounts {
                    leakyCycles += 1
                    Issue.record("cycle \(cycle) left \(leaks.survivors), counts \(counts) (start \(startCounts))")
                    if leakyCycles >= 3 { break }
                }
                if cycle == min(10, cycles) { memoryAfterWarmUp = ResidentMemory.bytes() }
                if cycle.isMultiple(of: max(1, cycles / 10)) {
                    let memory = ResidentMemory.bytes()
                    FileHandle.standardError.write(
                        Data(
                            "  shop: after \(cycle) cycles: \(clock.now - began), resident \(memory.map { "\($0 / 1_024) KiB" } ?? "not measured")\n"
                                .utf8))
                }
            }

            print("navigation cycles (shop): \(cycles) in \(clock.now - began)")
            print(
                ResidentMemory.growthReport(
                    cycles: cycles, start: memoryAtStart, afterWarmUp: memoryAfterWarmUp, end: ResidentMemory.bytes()))
            #expect(leakyCycles == 0)
        }
    }

    /// One cycle in the signed-in shop; what must go afterwards is tracked in `leaks`.
    private func runCycle(_ cycle: Int, main: MainCoordinator, app: LiveApp, styles: [String], leaks: LeakTracker) async throws {
        let catalog = try #require(main.catalog)
        let cart = try #require(main.cart)
        let account = try #require(main.account)
        let catalogNavigation = catalog.navigationController
        let style = styles[cycle % styles.count]

        // Tab switches by the user, then a product page pushed from the cart tab and popped by the user.
        #expect(main.tabBarController.userSelectTab(at: 2))
        #expect(main.tabBarController.userSelectTab(at: 1))
        let cartScreen = try #require(cart.viewControllers.first as? CartViewController)
        try await cartScreen.send(Display(ShopPage.product(style: style)))
        #expect(main.selectedCoordinator === catalog)
        let detail = try #require(catalogNavigation.topViewController as? ProductDetailViewController)
        try await waitUntil("product \(style) loads", timeLimit: .seconds(60)) { detail.product != nil && detail.details != nil }
        leaks.trackWithViews(detail, as: "product page")
        if cycle.isMultiple(of: 2) {
            let pop = try #require(catalogNavigation.beginInteractivePop())
            pop.update(0.6)
            pop.finish()
        } else {
            #expect(catalogNavigation.userTappedBack() === detail)
        }
        #expect(catalog.pages == [.home])

        // The cart's checkout, presented, then left by its Cancel or by the user swiping it away.
        #expect(main.tabBarController.userSelectTab(at: 1))
        try await waitUntil("the cart can check out", timeLimit: .seconds(60)) { cartScreen.checkoutButton.isEnabled }
        #expect(cartScreen.checkoutButton.tap())
        let checkout = try #require(cart.checkout, "checkout is presented at once")
        let address = try #require(checkout.viewControllers.first as? AddressViewController)
        try await waitUntil("the addresses load", timeLimit: .seconds(60)) { address.chosenAddress != nil }
        leaks.trackWithViews(checkout, as: "checkout")
        leaks.trackWithViews(address, as: "address step")
        leaks.track(checkout.outputs, as: "checkout's outputs")
        if cycle.isMultiple(of: 2) {
            #expect(address.cancelItem.tap())
        } else {
            #expect(checkout.presentationController?.userSwipeToDismiss() == .dismissed)
        }
        #expect(checkout.presentingViewController == nil)
        #expect(cart.presentedViewControllers.isEmpty)
        #expect(cart.children.isEmpty)

        // Deep links: a product, the order history (the stateless flow), then each tab's root.
        try app.shop.open(try #require(URL(string: "ivko://product/\(style)")))
        let linked = try #require(catalogNavigation.topViewController as? ProductDetailViewController)
        try await waitUntil("the linked product loads", timeLimit: .seconds(60)) { linked.product != nil && linked.details != nil }
        leaks.trackWithViews(linked, as: "linked product page")
        try app.shop.open(try #require(URL(string: "ivko://orders")))
        let host = try #require(account.viewControllers.last as? OrderHistoryFlow.Host)
        let history = host.content
        try await waitUntil("the orders load", timeLimit: .seconds(60)) { history.orders.value != nil }
        leaks.trackWithViews(host, as: "order history's container")
        leaks.trackWithViews(history, as: "order history")
        leaks.track(history.outputs, as: "order history's outputs")
        leaks.track(host.outputs, as: "order history flow's outputs")
        try app.shop.open(try #require(URL(string: "ivko://home")))
        try app.shop.open(try #require(URL(string: "ivko://account")))
        #expect(catalog.pages == [.home])
        #expect(account.pages == [.account])
    }

    /// Signs out (the tree is tracked: it must go) and in again; returns the new tree.
    private func signOutAndIn(
        _ main: MainCoordinator, app: LiveApp, credentials: InMemoryCredentialStore, leaks: LeakTracker
    ) async throws -> MainCoordinator {
        leaks.track(main)
        for controller in [main.tabBarController as ViewController] + main.stacks.flatMap(\.viewControllers) {
            leaks.trackWithViews(controller, as: "signed-out \(type(of: controller))")
        }
        leaks.track(try main.cartManager(), as: "signed-out customer's cart manager")
        leaks.track(try main.orderManager(), as: "signed-out customer's order manager")
        let profile = try #require(main.account?.viewControllers.first)
        try await profile.send(AccountSignOut())
        try await app.waitForStage(.signIn)
        #expect(await credentials.credentials() == nil, "the sign-out's reply comes once it has forgotten the kept credentials")
        let next = try await app.signInToMain()
        let cart = try #require(next.cart?.viewControllers.first as? CartViewController)
        try await waitUntil("the cart's line is back", timeLimit: .seconds(60)) { cart.lines.value?.count == 1 }
        return next
    }

    /// A second scene on the same live shop: it restores the session, shows a product, and goes.
    private func connectAndDisconnectASecondScene(app: LiveApp, leaks: LeakTracker) async throws {
        let window = Window()
        let second = app.connectScene("second scene", in: window)
        do {
            try await waitUntil("the second scene shows the tabs", timeLimit: .seconds(60)) { second.stage == .main }
        } catch {
            Issue.record("the second scene stayed at \(second.stage), showing \(String(describing: second.stageScreen))")
            throw error
        }
        let main = try #require(second.main)
        let cartScreen = try #require(main.cart?.viewControllers.first)
        try await cartScreen.send(Display(ShopPage.product(style: "W26KD0112")))
        leaks.track(second)
        for controller in [main.tabBarController as ViewController] + main.stacks.flatMap(\.viewControllers) {
            leaks.trackWithViews(controller, as: "second scene's \(type(of: controller))")
        }
        leaks.track(window, as: "second scene's window")
        let shop = try main.managers()
        // The app-wide managers are the application coordinator's, one set for every scene; the
        // customer's database, cart and orders are the first scene's, shared. The second scene hands
        // them back when it goes, and they stay open for the first.
        let firstScene = try #require(app.shop.main).managers()
        #expect(shop.catalog === firstScene.catalog && shop.account === firstScene.account)
        #expect(shop.cart === firstScene.cart)
        #expect(shop.orders === firstScene.orders)
        second.stop()
        try await #require(second.handingBack).boundedValue("the second scene's hand-back", timeLimit: .seconds(60))
        // The first scene's database stays open: its cart is still read from it.
        _ = try await #require(firstScene.cart).load()
    }

    private static func putOneItemInTheCart(of main: MainCoordinator, app: LiveApp) async throws {
        let cart = try main.cartManager()
        let product = try #require(
            app.server.catalog.products.first { product in product.isActive && product.stock.contains { $0.quantity >= 2 } })
        let stock = try #require(product.stock.first { $0.quantity >= 2 })
        let item = CartItem(
            style: try #require(StyleCode(rawValue: product.style)), color: try #require(ColorCode(rawValue: stock.color)),
            size: try #require(Size(rawValue: stock.size))
        )
        try await cart.add(item)
        let screen = try #require(main.cart?.viewControllers.first as? CartViewController)
        try await waitUntil("the cart shows its line", timeLimit: .seconds(60)) { screen.lines.value?.count == 1 }
    }
}

/// The shop tree's counts that every cycle must leave as it found them.
private struct ShopTreeCounts: Equatable, CustomStringConvertible {
    var coordinators = 0
    var catalogStack = 0
    var cartStack = 0
    var accountStack = 0
    var presented = false

    var description: String {
        "\(coordinators) coordinators, stacks \(catalogStack)/\(cartStack)/\(accountStack), presented: \(presented)"
    }

    @MainActor static func of(_ main: MainCoordinator) -> ShopTreeCounts {
        ShopTreeCounts(
            coordinators: main.subtree.count,
            catalogStack: main.catalog?.navigationController.viewControllers.count ?? -1,
            cartStack: main.cart?.navigationController.viewControllers.count ?? -1,
            accountStack: main.account?.navigationController.viewControllers.count ?? -1,
            presented: main.tabBarController.presentedViewController != nil
        )
    }
}
