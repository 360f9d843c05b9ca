import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import Screens
import StatelessCoordinators
import Testing

/// The designed states at app level, against the backend fixture and its faults: a failing
/// checkout, a history the backend cuts short, a product with missing fields, the remove-line alert
/// and a Home whose catalog cannot be loaded.
@MainActor
@Suite struct DesignedStateTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aServerErrorWhilePlacingTheOrderKeepsTheReviewAndTheRetryPlacesExactlyOneOrder() async throws {
        try await LiveApp.with { app in
            let ordersBefore = await app.server.orders(of: "demo").count
            app.launch()
            let main = try await app.signInToMain()
            let (checkout, review) = try await app.buyNowToReview(main)
            let address = try #require(review.address)

            app.server.faults.script(.serverError, path: "orders", count: 50)
            #expect(review.placeOrderButton.tap())
            try await waitUntil("the failure shows", timeLimit: .seconds(30)) { review.problem != nil }
            #expect(review.problem == .serverDown)
            #expect(review.statusView.retryButton.isHidden == false, "the message offers a retry")
            let alert = try #require(checkout.presentedViewController as? AlertController, "the flow's alert says so too")
            #expect(alert.title == "Your order was not placed")
            #expect(alert.actions.map(\.title) == ["Try again", "OK"])
            #expect(checkout.topViewController === review, "the user stays on the review")
            #expect(review.address == address, "the address chosen is kept")
            #expect(review.lines.count == 1, "the lines are kept")
            #expect(await app.server.orders(of: "demo").count == ordersBefore, "no order yet")
            let orders = try main.orderManager()
            let attempted = try await orders.pendingOrders()
            #expect(attempted.count == 1, "the order that may have been placed is kept to be sent again")

            // OK leaves the review as it is; its own retry sends the same order, which fails again.
            #expect(alert.userSelect(actionAt: 1), "OK")
            #expect(checkout.presentedViewController == nil)
            #expect(review.statusView.retryButton.tap())
            try await waitUntil("the second failure shows", timeLimit: .seconds(30)) { checkout.presentedViewController is AlertController }
            let again = try #require(checkout.presentedViewController as? AlertController)
            #expect(try await orders.pendingOrders() == attempted, "the retry sent the same order, with the same client reference")

            app.server.faults.clearScript()
            let tryAgain = try #require(again.actions.first { $0.title == "Try again" })
            #expect(again.userSelect(tryAgain))
            try await waitUntil("the confirmation shows", timeLimit: .seconds(30)) {
                checkout.topViewController is ConfirmationViewController
            }
            #expect(await app.server.orders(of: "demo").count == ordersBefore + 1, "exactly one order")
            let placed = try #require(await app.server.placedOrders(of: "demo").last)
            #expect(
                placed.clientRef.lowercased() == attempted.first?.clientReference.uuidString.lowercased(),
                "the order made is the one first attempted")
            #expect(try await orders.pendingOrders() == [], "no second order is left waiting to be sent again")
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func anOrderListTheBackendCutsShortShowsWhatCameAndSaysItMayBeIncomplete() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            let account = try #require(main.account)
            try app.shop.open(try #require(URL(string: "ivko://orders")))
            let first = try #require((account.viewControllers.last as? OrderHistoryFlow.Host)?.content)
            try await waitUntil("the orders load", timeLimit: .seconds(30)) { first.orders.value?.isEmpty == false }
            let kept = try #require(first.orders.value)

            // Every answer to the history is cut in half from now on.
            app.server.faults.script(.truncate, path: "orders", count: 50)
            try app.shop.open(try #require(URL(string: "ivko://account")))
            try app.shop.open(try #require(URL(string: "ivko://orders")))
            let history = try #require((account.viewControllers.last as? OrderHistoryFlow.Host)?.content)
            #expect(history !== first)
            try await waitUntil("the failure shows", timeLimit: .seconds(30)) { history.orders.problem != nil }
            #expect(history.orders.value == kept, "the orders that came before are shown")
            let status = try #require(history.orders.statusView.messageLabel.text)
            #expect(status.contains("may not be all your orders"), "it says the list may be incomplete: \(status)")
            #expect(history.orders.statusView.retryButton.isHidden == false)

            app.server.faults.clearScript()
            #expect(history.orders.statusView.retryButton.tap())
            try await waitUntil("the retry completes the list", timeLimit: .seconds(30)) {
                history.orders.problem == nil && history.orders.value != nil
            }
            #expect(history.orders.value?.count == (await app.server.orders(of: "demo")).count)
            #expect(history.orders.statusView.retryButton.isHidden)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aProductWithMissingFieldsShowsWhatItHas() async throws {
        try await LiveApp.with { app in
            let sparse = try #require(
                app.server.catalog.products.first { $0.isActive && $0.description.value == nil && !$0.stock.isEmpty },
                "the fixture has an active product without a description"
            )
            app.launch()
            let main = try await app.signInToMain()
            let catalog = try #require(main.catalog)
            try await catalog.send(Display(ShopPage.product(style: sparse.style)))
            let detail = try #require(catalog.viewControllers.last as? ProductDetailViewController)
            try await waitUntil("the product and its stock load", timeLimit: .seconds(30)) {
                detail.product != nil && detail.details != nil
            }
            #expect(detail.product?.description == nil)
            #expect(detail.problem == nil)
            #expect(detail.statusView.status == .hidden, "missing fields are no failure")
            #expect(detail.descriptionLabel.isHidden, "no empty description is shown")
            #expect(detail.title == detail.product?.name)
            #expect(detail.priceLabel.text?.isEmpty == false, "what the product has is shown")
            #expect(detail.colorOptions.isEmpty == false)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func removingALineAsksFirstCancelKeepsItAndConfirmRemovesIt() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            let item = try app.itemInStock()
            let home = try #require(main.catalog?.viewControllers.first as? HomeViewController)
            _ = try await home.send(CartAddItem(item: item))
            try await waitUntil("the badge counts the piece", timeLimit: .seconds(30)) { main.cartTabItem?.badgeValue == "1" }

            let cart = try #require(main.cart)
            #expect(main.select(cart))
            let screen = try #require(cart.viewControllers.first as? CartViewController)
            try await waitUntil("the line shows", timeLimit: .seconds(30)) { screen.lines.value?.count == 1 }
            let cell = try #require(screen.listView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CartLineCell)

            #expect(cell.removeButton.tap())
            let asked = try #require(screen.presentedViewController as? AlertController, "Remove asks first")
            #expect(asked.userCancel())
            #expect(screen.presentedViewController == nil)
            #expect(screen.lines.value?.count == 1, "cancel keeps the line")
            #expect(main.cartTabItem?.badgeValue == "1")

            #expect(cell.removeButton.tap())
            let confirm = try #require(screen.presentedViewController as? AlertController)
            let remove = try #require(confirm.actions.first { $0.style == .destructive })
            #expect(confirm.userSelect(remove))
            try await waitUntil("the line and the badge go", timeLimit: .seconds(30)) {
                screen.lines.value == [] && main.cartTabItem?.badgeValue == nil
            }
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func homeShowsACatalogThatCannotLoadWithARetryThatFillsIt() async throws {
        try await LiveApp.with { app in
            // The product export fails from the first start on: the local catalog stays empty.
            app.server.faults.script(.serverError, path: "products.json", count: 1_000)
            app.launch()
            let main = try await app.signInToMain()
            let home = try #require(main.catalog?.viewControllers.first as? HomeViewController)
            try await waitUntil("Home shows the failure", timeLimit: .seconds(30)) { home.content.problem != nil }
            #expect(home.content.problem == .serverDown)
            #expect(home.content.statusView.retryButton.isHidden == false)

            app.server.faults.clearScript()
            #expect(home.content.statusView.retryButton.tap())
            try await waitUntil("the retry fills Home", timeLimit: .seconds(60)) { home.categories?.isEmpty == false }
            #expect(home.content.problem == nil)
            #expect(home.content.statusView.status == .hidden)
        }
    }
}

extension LiveApp {
    /// A colour and size of an active product with at least three pieces in stock.
    func itemInStock() throws -> CartItem {
        let entry = try #require(
            server.catalog.products.filter(\.isActive).lazy.compactMap { product in
                product.stock.first { $0.quantity >= 3 }.map { (product.style, $0.color, $0.size) }
            }.first)
        return CartItem(
            style: try #require(StyleCode(rawValue: entry.0)), color: try #require(ColorCode(rawValue: entry.1)),
            size: try #require(Size(rawValue: entry.2))
        )
    }
}
