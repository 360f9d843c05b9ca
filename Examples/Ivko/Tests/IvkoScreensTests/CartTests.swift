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

    func show(_ lines: [CartLineSummary], on cart: CartViewController, stockProblem: ScreenProblem? = nil) {
        cart.send(.show(lines: lines, stockProblem: stockProblem))
    }

    @Test("Lines that arrive before the view loads are shown once it loads, with the total and the stock warning")
    func dataBeforeLoad() throws {
        let cart = CartViewController()
        show([Sample.dressLine, Sample.coatLine], on: cart)
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

    @Test("A cart screen without lines says it is loading, asks nobody, and shows the lines when they arrive")
    func dataAfterLoad() async throws {
        let cart = CartViewController()
        let outputs = OutputRecorder(cart.outputs)
        let coordinator = standIn(showing: cart)
        #expect(cart.lines.statusView.status == .loading("Loading your cart…"))
        show([Sample.dressLine], on: cart)
        #expect(cart.lines.statusView.status == .hidden)
        #expect(try cell(0, of: cart).model?.line == Sample.dressLine)
        #expect(outputs.values.isEmpty && coordinator.received.isEmpty, "the data comes in; nothing goes up")
        #expect(try find(Label.self, "cart.total", in: cart.view).text == "Total: 259,80\u{00A0}€")
    }

    @Test("The quantity buttons report the new quantity through the line's model, merged into the screen's outputs")
    func quantity() throws {
        let cart = CartViewController()
        show([Sample.dressLine], on: cart)
        let outputs = OutputRecorder(cart.outputs)
        let coordinator = standIn(showing: cart)
        let line = try #require(cart.lineModels.first)
        let lineOutputs = OutputRecorder(line.outputs)
        #expect(try cell(0, of: cart).increaseButton.tap())
        #expect(try cell(0, of: cart).decreaseButton.tap())
        let three = try #require(Quantity(3))
        #expect(
            lineOutputs.values == [
                .changeQuantity(item: Sample.dressLine.item, quantity: three), .changeQuantity(item: Sample.dressLine.item, quantity: .one),
            ])
        #expect(
            outputs.values == [
                .changeQuantity(item: Sample.dressLine.item, quantity: three), .changeQuantity(item: Sample.dressLine.item, quantity: .one),
            ])
        #expect(coordinator.received.isEmpty)
    }

    @Test("A line shows its product's thumbnail: a placeholder until the file is there, then the file; none without a picture")
    func thumbnails() throws {
        let cart = CartViewController()
        var dress = Sample.dressLine
        dress.picture = Sample.asset("img/grid/W26KD0112_g.jpg")
        show([dress, Sample.coatLine], on: cart)
        _ = standIn(showing: cart)
        let placeholder = try cell(0, of: cart).thumbnailView
        #expect(!placeholder.isHidden && placeholder.imagePath == nil && placeholder.imageSize == ShopPictures.size)
        #expect(try cell(1, of: cart).thumbnailView.isHidden, "a line whose product names no picture has none")

        dress.pictureFile = "/tmp/W26KD0112_g.jpg"
        show([dress, Sample.coatLine], on: cart)
        #expect(try cell(0, of: cart).thumbnailView.imagePath == "/tmp/W26KD0112_g.jpg")
        #expect(cart.lineModels.first?.line == dress, "the line keeps its model, now with the file")
    }

    @Test("Remove reports the line to remove, and presents nothing itself: whoever shows the cart asks first")
    func removeAsked() throws {
        let cart = CartViewController()
        show([Sample.dressLine, Sample.coatLine], on: cart)
        let outputs = OutputRecorder(cart.outputs)
        let coordinator = standIn(showing: cart)
        try cell(1, of: cart).removeButton.tap()
        #expect(cart.presentedViewController == nil)
        #expect(outputs.values == [.remove(Sample.coatLine)])
        #expect(coordinator.received.isEmpty)
        #expect(cart.lines.value == [Sample.dressLine, Sample.coatLine], "the line stays until the cart says otherwise")
    }

    @Test("An empty cart says so and offers no checkout; an out-of-stock line blocks checkout")
    func emptyAndBlocked() {
        let cart = CartViewController()
        show([], on: cart)
        _ = standIn(showing: cart)
        #expect(cart.lines.statusView.status == .message("Your cart is empty.", canRetry: false))
        #expect(renderedTexts(of: cart.view).contains("Your cart is empty."))
        #expect(cart.checkoutButton.isHidden)

        var gone = Sample.coatLine
        gone.availability = .outOfStock
        show([Sample.dressLine, gone], on: cart)
        #expect(!cart.checkoutButton.isEnabled)
        #expect(renderedTexts(of: cart.view).contains("Out of stock"))
    }

    @Test("A failure shows above the lines, and stays when the lines come again; retry reports a reload")
    func failure() {
        let cart = CartViewController()
        show([Sample.dressLine], on: cart)
        let outputs = OutputRecorder(cart.outputs)
        _ = standIn(showing: cart)
        cart.send(.problem(.offline))
        #expect(cart.lines.statusView.status == .message(ScreenProblem.offline.message, canRetry: true))
        #expect(renderedTexts(of: cart.view).contains("Sequin Dress"))
        show([Sample.dressLine], on: cart)
        #expect(cart.lines.problem == .offline, "the cart following the manager does not hide why a change failed")
        #expect(cart.lines.statusView.retryButton.tap())
        #expect(cart.lines.problem == nil)
        #expect(outputs.values == [.reload])
    }

    @Test("A line without a known price shows no total rather than a wrong one")
    func unknownPrice() {
        var unpriced = Sample.coatLine
        unpriced.unitPrice = nil
        unpriced.productName = nil
        #expect(CartLineSummary.total(of: [Sample.dressLine, unpriced]) == nil)
        #expect(unpriced.title == "W26NR0031")
        let cart = CartViewController()
        show([Sample.dressLine, unpriced], on: cart)
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
        show([line], on: cart)
        _ = standIn(showing: cart)
        #expect(!(try cell(0, of: cart)).increaseButton.isEnabled, "both pieces in stock are in the line")
        #expect(try cell(0, of: cart).decreaseButton.isEnabled)
        line.availability = .unknown
        show([line], on: cart)
        #expect(try cell(0, of: cart).increaseButton.isEnabled, "unknown stock leaves it to the shop")
    }

    @Test("A stock check that failed is said, with Check again; the lines stay")
    func stockCheckFailed() throws {
        let cart = CartViewController()
        show([Sample.dressLine], on: cart)
        let outputs = OutputRecorder(cart.outputs)
        _ = standIn(showing: cart)
        #expect(try find(Label.self, "cart.stockProblem", in: cart.view).isHidden)
        show([Sample.dressLine], on: cart, stockProblem: .serverDown)
        #expect(
            try find(Label.self, "cart.stockProblem", in: cart.view).text
                == "The stock could not be checked: \(ScreenProblem.serverDown.message)")
        #expect(isShown(try find(Button.self, "cart.checkStock", in: cart.view)))
        #expect(try cell(0, of: cart).model?.line == Sample.dressLine)
        try find(Button.self, "cart.checkStock", in: cart.view).tap()
        #expect(outputs.values == [.checkStock])
        show([Sample.dressLine], on: cart)
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
