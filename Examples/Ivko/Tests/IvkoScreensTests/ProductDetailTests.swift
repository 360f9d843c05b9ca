import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Product detail")
struct ProductDetailTests {
    /// A page of the sequin dress with everything set before its view loads.
    func fullPage() -> ProductDetailViewController {
        let page = ProductDetailViewController(style: Sample.sequinDress.style, product: Sample.sequinDress)
        page.details = Sample.sequinDetails
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        page.colorTable = Sample.colorTable
        page.imageFile = "/cache/img/grid/W26KD0112_g.jpg"
        return page
    }

    func button(_ identifier: String, in page: ProductDetailViewController) throws -> ChoiceButton {
        try find(ChoiceButton.self, identifier, in: page.view)
    }

    @Test("Data set before the view loads is shown once it loads, and nothing is asked for")
    func dataBeforeLoad() throws {
        let page = fullPage()
        #expect(page.title == "Sequin Dress")
        let catalog = standIn(showing: page)
        #expect(catalog.received.isEmpty)
        let lines = renderedLines(of: page.view)
        #expect(lines.contains("image: Sequin Dress (/cache/img/grid/W26KD0112_g.jpg)"))
        #expect(lines.contains("label: W26KD0112 · Dresses"))
        #expect(lines.contains("label: 129,90\u{00A0}€"))
        #expect(lines.contains("label: Long & elegant, with hand-sewn sequins."))
        #expect(lines.contains("label: 95% viscose, 5% elastane · 30°C, no bleach"))
        #expect(lines.contains("button: Black"))
        #expect(lines.contains("button: Colour 72"), "a colour the table lacks keeps its code")
        #expect(page.chosenColor == Sample.black, "the first colour is chosen")
        #expect(page.chosenSize == nil)
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Choose a size")
        #expect(!page.buyNowButton.isEnabled)
        let black = try button("color.11", in: page)
        #expect(black.renderContent.isSelected)
        let extraSmall = try button("size.XS", in: page)
        #expect(!extraSmall.isEnabled, "XS is out of stock in black")
    }

    @Test("A page without data asks for it from viewDidLoad and shows what arrives")
    func dataAfterLoad() async throws {
        let page = ProductDetailViewController(style: Sample.sequinDress.style)
        #expect(page.title == "W26KD0112")
        let catalog = standIn(showing: page)
        try await catalog.waitForMessages(1)
        #expect(catalog.messages(CatalogLoadProduct.self) == [CatalogLoadProduct(style: Sample.sequinDress.style)])
        #expect(page.statusView.status == .loading("Loading the product…"))

        page.product = Sample.sequinDress
        #expect(page.title == "Sequin Dress")
        #expect(page.statusView.status == .hidden)
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Checking stock…")
        page.details = Sample.sequinDetails
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Choose a size")
    }

    @Test("Choosing a colour and size shows its stock; Buy Now and Add to cart send the choice")
    func chooseAndBuy() async throws {
        let page = fullPage()
        let catalog = standIn(showing: page)
        try button("size.S", in: page).tap()
        #expect(page.chosenSize == Sample.size("S"))
        #expect(try find(Label.self, "product.stock", in: page.view).text == "In stock: 3")
        #expect(try button("size.S", in: page).renderContent.isSelected)
        #expect(page.buyNowButton.tap())
        #expect(page.addToCartButton.tap())
        try await catalog.waitForMessages(2)
        #expect(
            catalog.messages(CartBuyNow.self) == [CartBuyNow(style: Sample.sequinDress.style, color: Sample.black, size: Sample.size("S"))])
        #expect(
            catalog.messages(CartAddItem.self) == [
                CartAddItem(item: CartItem(style: Sample.sequinDress.style, color: Sample.black, size: Sample.size("S")))
            ])

        try button("color.24", in: page).tap()
        #expect(page.chosenColor == Sample.bordeaux)
        #expect(page.chosenSize == Sample.size("S"), "the size stays chosen")
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Out of stock in this size")
        #expect(!page.buyNowButton.isEnabled)
        #expect(!page.addToCartButton.isEnabled)
    }

    @Test("The user's choice survives a refresh of the product and its stock")
    func choiceSurvivesRefresh() throws {
        let page = fullPage()
        _ = standIn(showing: page)
        try button("size.M", in: page).tap()
        var refreshed = Sample.sequinDetails
        refreshed.price = Price(regular: Sample.euros(cents: 12_990), sale: Sample.euros(cents: 9_990))
        page.details = refreshed
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        page.product = Sample.sequinDress
        #expect(page.chosenColor == Sample.black)
        #expect(page.chosenSize == Sample.size("M"))
        #expect(renderedTexts(of: page.view).contains("99,90\u{00A0}€ (was 129,90\u{00A0}€)"))
        #expect(try find(Label.self, "product.stock", in: page.view).text == "In stock: 1")
    }

    @Test("A product with missing optional fields shows what it has and says it cannot be ordered")
    func missingFields() async throws {
        let page = ProductDetailViewController(style: Sample.bareProduct.style, product: Sample.bareProduct)
        page.details = ProductDetails(style: Sample.bareProduct.style, price: Sample.bareProduct.price)
        let catalog = standIn(showing: page)
        #expect(catalog.received.isEmpty)
        let texts = renderedTexts(of: page.view)
        #expect(texts.contains("W26PL0007"), "no category: the code alone")
        #expect(texts.contains("19,90\u{00A0}€"))
        #expect(texts.contains("This product cannot be ordered right now."))
        #expect(page.imageView.isHidden, "no picture to show")
        #expect(page.descriptionLabel.isHidden)
        #expect(page.colorOptions.isEmpty)
        #expect(!page.buyNowButton.isEnabled)
        #expect(!page.buyNowButton.tap())
    }

    @Test("A product offers the sizes the catalog manager offers for it (for one that lists none, those in stock)")
    func sizesFromStock() throws {
        var oneSize = Sample.bareProduct
        oneSize.colors = [Sample.black]
        let page = ProductDetailViewController(style: oneSize.style, product: oneSize)
        page.details = ProductDetails(
            style: oneSize.style, price: oneSize.price, stock: Stock([Stock.Variant(color: Sample.black, size: Sample.size("UNI")): 4])
        )
        // The catalog manager offers the sizes in stock (CatalogRulesTests): here, UNI.
        page.sizes = [Sample.black: [Sample.size("UNI")]]
        _ = standIn(showing: page)
        #expect(page.sizeOptions == [Sample.size("UNI")])
        #expect(page.chosenSize == Sample.size("UNI"), "a single size is chosen for the user")
        #expect(page.buyNowButton.isEnabled)
    }

    @Test("A failed stock check keeps the product shown and retries with CatalogLoadStock")
    func failure() async throws {
        let page = ProductDetailViewController(style: Sample.sequinDress.style, product: Sample.sequinDress)
        let catalog = standIn(showing: page)
        try await waitUntil("the stock is asked for") { catalog.waitingCount(CatalogLoadStock.self) == 1 }
        catalog.fail(CatalogLoadStock.self, with: ScreenProblem.serverDown)
        try await waitUntil("the failure shows") { page.problem == .serverDown }
        #expect(page.statusView.status == .message("The stock could not be checked. \(ScreenProblem.serverDown.message)", canRetry: true))
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Stock unknown")
        #expect(renderedTexts(of: page.view).contains("Long & elegant, with hand-sewn sequins."))
        page.statusView.retryButton.tap()
        try await waitUntil("the stock is asked for again") { catalog.waitingCount(CatalogLoadStock.self) == 1 }
        #expect(catalog.messages(CatalogLoadStock.self).count == 2)
        #expect(page.problem == nil)
        catalog.reply(
            to: CatalogLoadStock.self,
            with: ProductStock(details: Sample.sequinDetails, piecesInCart: [:], sizes: Sample.sizes(of: Sample.sequinDress)))
        try await waitUntil("the stock shows") { page.details == Sample.sequinDetails }
        #expect(page.statusView.status == .hidden)
    }
}
