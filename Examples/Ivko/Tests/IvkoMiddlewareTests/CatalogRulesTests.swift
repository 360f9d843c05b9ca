import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// The catalog's rules that once sat in the coordinators: what Buy Now takes when the user chose no
/// colour or size (and the cart buying it), the live price and stock, and importing a catalog that
/// never was.
@Suite struct CatalogRulesTests {
    let directory: TemporaryDirectory
    let source = FakeShop()

    init() throws {
        directory = try TemporaryDirectory()
        var dress = ModelValues.product("W26KD0112", name: "Šifon Dress")
        dress.colors = [try #require(ColorCode(rawValue: "45")), try #require(ColorCode(rawValue: "31"))]
        dress.sizes = [try #require(Size(rawValue: "S")), try #require(Size(rawValue: "M"))]
        source.products = [dress]
    }

    private func variant(_ color: String, _ size: String) throws -> Stock.Variant {
        Stock.Variant(color: try #require(ColorCode(rawValue: color)), size: try #require(Size(rawValue: size)))
    }

    private func stock(_ style: String, _ quantities: [Stock.Variant: Int]) {
        source.details[ModelValues.style(style)] = ProductDetails(
            style: ModelValues.style(style), price: Price(regular: ModelValues.euros(50)), stock: Stock(quantities)
        )
    }

    private func importedCatalog() async throws -> (CatalogStore, CatalogManager) {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, logger: QuietLog.logger)
        try await catalog.importProducts()
        return (store, catalog)
    }

    /// The product's colours in its own order first (45 before 31), then its sizes (S before M),
    /// skipping what is sold out.
    @Test func buyNowTakesTheFirstColourAndSizeInStockInTheProductsOrder() async throws {
        let (store, catalog) = try await importedCatalog()
        stock("W26KD0112", [try variant("31", "S"): 4, try variant("45", "S"): 0, try variant("45", "M"): 2])
        let item = try await catalog.buyNowItem(for: ModelValues.style("W26KD0112"))
        #expect(item.color.rawValue == "45" && item.size.rawValue == "M" && item.quantity.value == 1)
        try store.close()
    }

    /// A product the local catalog does not have yet is still bought: the stock's codes decide.
    @Test func buyNowOfAProductNotInTheCatalogGoesByTheCodes() async throws {
        let (store, catalog) = try await importedCatalog()
        stock("W26KD0999", [try variant("31", "M"): 1, try variant("20", "L"): 3, try variant("20", "XL"): 1])
        let item = try await catalog.buyNowItem(for: ModelValues.style("W26KD0999"))
        #expect(item.color.rawValue == "20" && item.size.rawValue == "L")
        try store.close()
    }

    /// The catalog manager refuses it itself, naming the product (nothing was asked of the cart).
    @Test func buyNowOfASoldOutProductIsRefusedByName() async throws {
        let (store, catalog) = try await importedCatalog()
        stock("W26KD0112", [try variant("31", "S"): 0])
        await #expect(throws: ShopError.rejected(message: "Šifon Dress is sold out.")) {
            try await catalog.buyNowItem(for: ModelValues.style("W26KD0112"))
        }
        try store.close()
    }

    /// Buy Now is the cart manager's: with no colour or size chosen it buys the variant the catalog
    /// picks, with both chosen it buys those, and a sold-out product leaves the cart as it was.
    @Test func theCartBuysWhatBuyNowPicks() async throws {
        let (catalogStore, catalog) = try await importedCatalog()
        let userStore = try await UserStore.open(at: directory.path("user.sqlite"))
        let cart = CartManager(
            shop: source, store: userStore, catalog: catalog,
            assets: AssetManager(directory: directory.url.appendingPathComponent("assets"), shop: source, logger: QuietLog.logger),
            logger: QuietLog.logger)
        try await cart.load()
        let style = ModelValues.style("W26KD0112")
        stock("W26KD0112", [try variant("31", "S"): 4, try variant("45", "S"): 0, try variant("45", "M"): 2])

        let picked = try await cart.buyNow(style, color: nil, size: nil)
        #expect(picked.pieces(of: style) == [try variant("45", "M"): 1])
        let small = try variant("31", "S")
        let chosen = try await cart.buyNow(style, color: small.color, size: small.size)
        #expect(chosen.pieces(of: style) == [try variant("45", "M"): 1, small: 1])

        stock("W26KD0112", [small: 0, try variant("45", "M"): 0])
        await #expect(throws: ShopError.rejected(message: "Šifon Dress is sold out.")) {
            try await cart.buyNow(style, color: nil, size: nil)
        }
        #expect(await cart.snapshot.itemCount == 2)
        #expect(try await userStore.cartItems().count == 2)
        await cart.stop()
        try userStore.close()
        try catalogStore.close()
    }

    @Test func theLivePriceAndStockComeFromTheShop() async throws {
        let (store, catalog) = try await importedCatalog()
        let small = try variant("31", "S")
        stock("W26KD0112", [small: 7])
        #expect(try await catalog.details(of: ModelValues.style("W26KD0112")).stock.quantity(color: small.color, size: small.size) == 7)
        source.fail("details", with: .serverFailure(reason: "HTTP 502"))
        await #expect(throws: ShopError.serverFailure(reason: "HTTP 502")) {
            try await catalog.details(of: ModelValues.style("W26KD0112"))
        }
        try store.close()
    }

    /// The categories (Home's, the column's) import the catalog first when it never was; once a
    /// catalog is there, they do not ask the shop again.
    @Test func aCatalogIsImportedOnlyWhenItNeverWas() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, logger: QuietLog.logger)
        #expect(try await catalog.categoryIndex().categories.map(\.name) == ["Dresses"])
        #expect(source.count("import") == 1)
        _ = try await catalog.categoryIndex()
        _ = try await catalog.home()
        #expect(source.count("import") == 1)
        #expect(try await catalog.product(ModelValues.style("W26KD0112"))?.name == "Šifon Dress")
        try store.close()
    }

    /// Home's season is the one the backend marks active, with its themes; none when none is.
    @Test func homesSeasonIsTheActiveOne() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, logger: QuietLog.logger)
        #expect(try await catalog.currentSeason() == nil)
        let past = Season(id: try #require(SeasonCode(rawValue: "S26")), name: "Summer 2026", isActive: false)
        let now = Season(
            id: try #require(SeasonCode(rawValue: "W26")), name: "Winter 2026", isActive: true,
            themes: [Theme(id: try #require(ThemeID(rawValue: "W26KD")), name: "Kings & Dukes")])
        try await store.replaceSeasons([past, now])
        #expect(try await catalog.currentSeason() == now)
        #expect(try await catalog.home().season == now)
        try store.close()
    }

    /// At a first start with no catalog, the background refresh's first check finds everything due:
    /// products, seasons, colours, promotions.
    @Test func aFirstStartWithNoCatalogRefreshesEverythingNow() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = CatalogManager(shop: source, store: store, clock: ManualClock(), logger: QuietLog.logger)
        #expect(await catalog.refreshIfDue() == [.products, .seasons, .colors, .promotions])
        #expect(source.count("import") == 1)
        #expect(await catalog.hasProducts())
        try store.close()
    }

    /// A product page offers the product's own sizes in every colour; for a product whose catalog
    /// lists none, those its stock lists for the colour, else the one size as the stock spells it
    /// (the shop takes a line only in that spelling), and none before the stock is known.
    @Test func theSizesOfferedAreTheProductsOrTheStocks() async throws {
        let scarf = Product(
            style: ModelValues.style("W26AC0003"), name: "Wool Scarf", price: Price(regular: ModelValues.euros(30)),
            colors: [try #require(ColorCode(rawValue: "31")), try #require(ColorCode(rawValue: "45"))])
        source.products.append(scarf)
        let (store, catalog) = try await importedCatalog()
        let (black, red) = (try #require(ColorCode(rawValue: "31")), try #require(ColorCode(rawValue: "45")))
        let dressSizes = [try #require(Size(rawValue: "S")), try #require(Size(rawValue: "M"))]
        #expect(await catalog.sizesOffered(for: ModelValues.style("W26KD0112"), stock: nil) == [red: dressSizes, black: dressSizes])

        #expect(await catalog.sizesOffered(for: scarf.style, stock: nil).isEmpty, "none before the stock is known")
        let stock = Stock([Stock.Variant(color: black, size: .oneSize(label: "-")): 3])
        #expect(await catalog.sizesOffered(for: scarf.style, stock: stock) == [black: [.oneSize(label: "-")], red: [.oneSize(label: "-")]])
        let sized = Stock([Stock.Variant(color: black, size: try #require(Size(rawValue: "UNI"))): 3])
        #expect(await catalog.sizesOffered(for: scarf.style, stock: sized)[black] == [try #require(Size(rawValue: "UNI"))])
        #expect(await catalog.sizesOffered(for: ModelValues.style("W26XX9999"), stock: stock).isEmpty, "a product the catalog lacks")
        try store.close()
    }
}
