import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// What a shopper meets on a product page: one-size products, the stock the cart already holds,
/// and a piece the cart refused.
@MainActor
@Suite("Product page: one size, stock and the cart")
struct OneSizeAndStockTests {
    /// A scarf: the catalog lists no sizes; its stock lists pieces under the size `"-"`.
    static let scarf = Product(
        style: Sample.style("W26AC0003"), name: "Wool Scarf", price: Price(regular: Sample.euros(cents: 2_990)),
        colors: [Sample.black, Sample.bordeaux]
    )

    static func scarfDetails(black: Int, bordeaux: Int? = nil) -> ProductDetails {
        var stock = [Stock.Variant(color: Sample.black, size: .oneSize(label: "-")): black]
        if let bordeaux { stock[Stock.Variant(color: Sample.bordeaux, size: .oneSize(label: "-"))] = bordeaux }
        return ProductDetails(style: scarf.style, price: scarf.price, stock: Stock(stock))
    }

    func scarfPage(black: Int, bordeaux: Int? = nil) -> ProductDetailViewController {
        let page = ProductDetailViewController(style: Self.scarf.style, product: Self.scarf)
        page.details = Self.scarfDetails(black: black, bordeaux: bordeaux)
        // The one size as the stock spells it, in each colour: what the catalog manager offers.
        page.sizes = [Sample.black: [.oneSize(label: "-")], Sample.bordeaux: [.oneSize(label: "-")]]
        page.colorTable = Sample.colorTable
        return page
    }

    @Test("A one-size product shows no size row, its stock per colour, and can be bought in the stock's size")
    func oneSizeCanBeBought() async throws {
        let page = scarfPage(black: 3)
        let catalog = standIn(showing: page)
        let texts = renderedTexts(of: page.view)
        #expect(!texts.contains("This product cannot be ordered right now."))
        #expect(!texts.contains("Size"), "no size to choose")
        #expect(try find(Label.self, "product.stock", in: page.view).text == "In stock: 3")
        #expect(page.isOneSize)
        #expect(page.buyNowButton.isEnabled && page.addToCartButton.isEnabled)

        #expect(page.addToCartButton.tap())
        try await catalog.waitForMessages(1)
        let added = try #require(catalog.messages(CartAddItem.self).first)
        #expect(added.item.size.rawValue == "-", "the size goes back as the stock spelt it")
        #expect(added.item.color == Sample.black)
    }

    @Test("A one-size colour without stock says so for the colour, and cannot be bought")
    func oneSizeOutOfStock() throws {
        let page = scarfPage(black: 2, bordeaux: 0)
        _ = standIn(showing: page)
        try find(ChoiceButton.self, "color.\(Sample.bordeaux.rawValue)", in: page.view).tap()
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Out of stock in this colour")
        #expect(!page.addToCartButton.isEnabled && !page.buyNowButton.isEnabled)
    }

    @Test("A colour the stock does not list at all is out of stock, not unorderable")
    func oneSizeColourNotListed() throws {
        let page = scarfPage(black: 2)
        _ = standIn(showing: page)
        try find(ChoiceButton.self, "color.\(Sample.bordeaux.rawValue)", in: page.view).tap()
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Out of stock in this colour")
        #expect(!renderedTexts(of: page.view).contains("This product cannot be ordered right now."))
    }

    @Test("Buy Now and Add to cart stop once the cart holds all the stock the page knows")
    func addStopsAtTheStock() throws {
        let page = ProductDetailViewController(style: Sample.sequinDress.style, product: Sample.sequinDress)
        page.details = Sample.sequinDetails
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        page.colorTable = Sample.colorTable
        _ = standIn(showing: page)
        try find(ChoiceButton.self, "size.S", in: page.view).tap()
        page.piecesInCart = [Stock.Variant(color: Sample.black, size: Sample.size("S")): 2]
        #expect(try find(Label.self, "product.stock", in: page.view).text == "In stock: 3 · 2 in your cart")
        #expect(page.addToCartButton.isEnabled)
        page.piecesInCart = [Stock.Variant(color: Sample.black, size: Sample.size("S")): 3]
        #expect(try find(Label.self, "product.stock", in: page.view).text == "In stock: 3 · all in your cart")
        #expect(!page.addToCartButton.isEnabled && !page.buyNowButton.isEnabled)
    }

    @Test("A piece the cart refused is said to be unavailable in that quantity, not a failed stock check")
    func refusedPiece() throws {
        let page = ProductDetailViewController(style: Sample.sequinDress.style, product: Sample.sequinDress)
        page.details = Sample.sequinDetails
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        page.colorTable = Sample.colorTable
        _ = standIn(showing: page)
        try find(ChoiceButton.self, "size.M", in: page.view).tap()
        page.cartProblem = .notEnoughStock(product: "Sequin Dress", variant: "Black · M", available: 1)
        #expect(
            try find(Label.self, "product.note", in: page.view).text
                == "Not added to the cart: Only 1 of Sequin Dress in Black · M is in stock.")
        #expect(page.statusView.status == .hidden, "the stock was checked; nothing to retry")
        #expect(!renderedTexts(of: page.view).contains { $0.contains("could not be checked") })
        try find(ChoiceButton.self, "size.S", in: page.view).tap()
        #expect(page.cartProblem == nil, "choosing again starts afresh")
        #expect(try find(Label.self, "product.note", in: page.view).isHidden)
    }

    @Test("A stock refusal never shows a colour code")
    func shortageWording() {
        #expect(
            ScreenProblem.notEnoughStock(product: "Wool Scarf", variant: "Navy", available: 0).message
                == "Wool Scarf in Navy is out of stock.")
        #expect(
            ScreenProblem.notEnoughStock(product: "Wool Scarf", variant: "Navy", available: 2).message
                == "Only 2 of Wool Scarf in Navy are in stock.")
        #expect(
            ScreenProblem.notEnoughStock(product: "Sequin Dress", variant: "Black · M", available: nil).message
                == "Sequin Dress in Black · M is not available in that quantity.")
        #expect(ShopFormat.variant(colorName: "Navy", size: .oneSize(label: "-")) == "Navy")
        #expect(ShopFormat.variant(colorName: "Navy", size: Sample.size("M")) == "Navy · M")
    }
}
