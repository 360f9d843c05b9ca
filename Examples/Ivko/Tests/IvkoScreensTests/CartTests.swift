import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Cart")
struct CartTests {
    func cell(_ item: Int, of cart: CartViewController) throws -> CartLineCell {
        try #require(cart.listView.cellForItem(at: IndexPath(item: item, section: 0)) as? CartLineCell)
    }

    @Test("Lines set before the view loads are shown once it loads, with the total and the stock warning")
    func dataBeforeLoad() throws {
        let cart = CartViewController()
        cart.lines = [Sample.dressLine, Sample.coatLine]
        #expect(cart.title == "Cart")
        #expect(cart.tabBarItem.title == "Cart")
        let coordinator = standIn(showing: cart)
        #expect(coordinator.received.isEmpty)
        let lines = renderedLines(of: cart.view)
        #expect(lines.contains("label: Sequin Dress"))
        #expect(lines.contains("label: Black · S · 2 × 129,90\u{00A0}€"))
        #expect(lines.contains("label: Only 1 left"))
        #expect(lines.contains("label: Total: 508,80\u{00A0}€"))
        #expect(lines.contains("label: Some items are not available as asked: change or remove them."))
        #expect(cart.checkoutButton.isEnabled, "a limited line can still be checked out")
        let coat = try cell(1, of: cart)
        #expect(!coat.increaseButton.isEnabled, "no more than the stock")
        #expect(!coat.decreaseButton.isEnabled, "no fewer than one")
    }

    @Test("An empty cart asks for its lines from viewDidLoad, then shows the lines the coordinator sets")
    func dataAfterLoad() async throws {
        let cart = CartViewController()
        let coordinator = standIn(showing: cart)
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["CartLoad"])
        #expect(cart.statusView.status == .loading("Loading your cart…"))
        cart.lines = [Sample.dressLine]
        #expect(cart.statusView.status == .hidden)
        #expect(try cell(0, of: cart).line == Sample.dressLine)
        #expect(try find(Label.self, "cart.total", in: cart.view).text == "Total: 259,80\u{00A0}€")
    }

    @Test("The quantity buttons send CartChangeQuantity with the new quantity")
    func quantity() async throws {
        let cart = CartViewController()
        cart.lines = [Sample.dressLine]
        let coordinator = standIn(showing: cart)
        try cell(0, of: cart).increaseButton.tap()
        try cell(0, of: cart).decreaseButton.tap()
        try await coordinator.waitForMessages(2)
        #expect(
            coordinator.messages(CartChangeQuantity.self) == [
                CartChangeQuantity(item: Sample.dressLine.item, quantity: Quantity(3) ?? .one),
                CartChangeQuantity(item: Sample.dressLine.item, quantity: .one),
            ])
    }

    @Test("Remove asks first: confirming sends CartRemoveItem")
    func removeConfirmed() async throws {
        let cart = CartViewController()
        cart.lines = [Sample.dressLine, Sample.coatLine]
        let coordinator = standIn(showing: cart)
        try cell(1, of: cart).removeButton.tap()
        let alert = try #require(cart.presentedViewController as? AlertController)
        #expect(alert.title == "Remove Wool Coat?")
        #expect(alert.message == "Bordeaux · M, 1 piece")
        #expect(alert.actions.map(\.title) == ["Cancel", "Remove"])
        #expect(alert.view.renderContent.kind == .alert)
        #expect(coordinator.received.isEmpty, "nothing is sent before the user confirms")

        #expect(alert.userSelect(actionAt: 1))
        #expect(cart.presentedViewController == nil)
        try await coordinator.waitForMessages(1)
        #expect(coordinator.messages(CartRemoveItem.self) == [CartRemoveItem(item: Sample.coatLine.item)])
    }

    @Test("Remove cancelled leaves the cart as it is")
    func removeCancelled() async throws {
        let cart = CartViewController()
        cart.lines = [Sample.dressLine]
        let coordinator = standIn(showing: cart)
        try cell(0, of: cart).removeButton.tap()
        let alert = try #require(cart.presentedViewController as? AlertController)
        #expect(alert.userCancel())
        #expect(cart.presentedViewController == nil)
        // Actions reach their handlers in the order of the taps: once Checkout's message is in,
        // a removal sent by the cancel would have arrived before it.
        cart.checkoutButton.tap()
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["CartCheckout"])
        #expect(cart.lines == [Sample.dressLine])
    }

    @Test("An empty cart says so and offers no checkout; an out-of-stock line blocks checkout")
    func emptyAndBlocked() {
        let cart = CartViewController()
        cart.lines = []
        _ = standIn(showing: cart)
        #expect(cart.statusView.status == .message("Your cart is empty.", canRetry: false))
        #expect(renderedTexts(of: cart.view).contains("Your cart is empty."))
        #expect(cart.checkoutButton.isHidden)

        var gone = Sample.coatLine
        gone.availability = .outOfStock
        cart.lines = [Sample.dressLine, gone]
        #expect(!cart.checkoutButton.isEnabled)
        #expect(renderedTexts(of: cart.view).contains("Out of stock"))
    }

    @Test("A failed load shows the problem above the lines; retry sends CartLoad")
    func failure() async throws {
        let cart = CartViewController()
        cart.lines = [Sample.dressLine]
        let coordinator = standIn(showing: cart)
        cart.problem = .offline
        #expect(cart.statusView.status == .message(ScreenProblem.offline.message, canRetry: true))
        #expect(renderedTexts(of: cart.view).contains("Sequin Dress"))
        cart.statusView.retryButton.tap()
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["CartLoad"])
    }

    @Test("A line without a known price shows no total rather than a wrong one")
    func unknownPrice() {
        var unpriced = Sample.coatLine
        unpriced.unitPrice = nil
        unpriced.productName = nil
        #expect(CartLineSummary.total(of: [Sample.dressLine, unpriced]) == nil)
        #expect(unpriced.title == "W26NR0031")
        let cart = CartViewController()
        cart.lines = [Sample.dressLine, unpriced]
        _ = standIn(showing: cart)
        #expect(renderedTexts(of: cart.view).contains("Total: shown once every price is known"))
    }

    @Test("The badge setter shows counts, nothing for zero, 99+ above 99")
    func badge() {
        let item = TabBarItem()
        item.setBadge(count: 3)
        #expect(item.badgeValue == "3")
        item.setBadge(count: 0)
        #expect(item.badgeValue == nil)
        item.setBadge(count: 120)
        #expect(item.badgeValue == "99+")
        item.setBadge(count: -1)
        #expect(item.badgeValue == nil)
    }

    @Test("+ stops at the stock the cart last checked, whether the line is short or not")
    func plusStopsAtTheStock() throws {
        var line = Sample.dressLine
        line.availability = .inStock(available: 2)
        let cart = CartViewController()
        cart.lines = [line]
        _ = standIn(showing: cart)
        #expect(!(try cell(0, of: cart)).increaseButton.isEnabled, "both pieces in stock are in the line")
        #expect(try cell(0, of: cart).decreaseButton.isEnabled)
        line.availability = .unknown
        cart.lines = [line]
        #expect(try cell(0, of: cart).increaseButton.isEnabled, "unknown stock leaves it to the shop")
    }

    @Test("A stock check that failed is said, with Check again; the lines stay")
    func stockCheckFailed() async throws {
        let cart = CartViewController()
        cart.lines = [Sample.dressLine]
        let coordinator = standIn(showing: cart)
        #expect(try find(Label.self, "cart.stockProblem", in: cart.view).isHidden)
        cart.stockProblem = .serverDown
        #expect(
            try find(Label.self, "cart.stockProblem", in: cart.view).text
                == "The stock could not be checked: \(ScreenProblem.serverDown.message)")
        #expect(isShown(try find(Button.self, "cart.checkStock", in: cart.view)))
        #expect(try cell(0, of: cart).line == Sample.dressLine)
        try find(Button.self, "cart.checkStock", in: cart.view).tap()
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["CartCheckStock"])
        cart.stockProblem = nil
        #expect(try find(Label.self, "cart.stockProblem", in: cart.view).isHidden)
    }

    @Test("A one-size line names its colour alone")
    func oneSizeLine() {
        let scarf = CartLineSummary(
            item: CartItem(style: Sample.style("W26AC0003"), color: Sample.black, size: .oneSize(label: "-")), productName: "Wool Scarf",
            colorName: "Black"
        )
        #expect(scarf.variantDescription == "Black")
    }
}
