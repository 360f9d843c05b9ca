import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Home")
struct HomeTests {
    /// Main (handles the cart's messages, as a coordinator above the catalog would) → catalog
    /// (shows Home, handles the catalog's messages).
    @MainActor
    struct Tree {
        let main: StandInCoordinator
        let catalog: StandInCoordinator
        let home: HomeViewController

        init(slides: [PromoSlide] = Sample.slides, categories: [Category]? = [Sample.dresses, Sample.coats, Sample.knitwear]) {
            main = StandInCoordinator("main")
            main.recordCartMessages()
            catalog = StandInCoordinator("catalog")
            catalog.recordCatalogMessages()
            main.start()
            main.startChild(catalog)
            home = HomeViewController()
            home.content.value = categories.map { HomeContent(slides: slides, categories: $0) }
            try? catalog.root(home)
            home.loadViewIfNeeded()
        }
    }

    @Test("Data set before the view loads is shown once it loads, and nothing is asked for")
    func dataBeforeLoad() throws {
        let home = HomeViewController()
        home.content.value = HomeContent(
            slides: Sample.slides, categories: [Sample.dresses, Sample.coats], productCounts: [Sample.dresses.id: 412])
        #expect(!home.isViewLoaded)
        let catalog = standIn(showing: home)

        let container = try #require(home.promoContainerCell)
        #expect(container.carousel.visibleCells.compactMap { ($0 as? PromoCell)?.value } == Sample.slides)
        #expect(home.listView.numberOfItems(inSection: 1) == 2)
        let lines = renderedLines(of: home.view)
        #expect(lines.contains("label: Winter Sale"))
        #expect(lines.contains("label: up to 40% off"))
        #expect(lines.contains("image: Winter Sale (/cache/img/promo/winter.jpg)"))
        #expect(lines.contains("label: 129,90\u{00A0}€"))
        #expect(lines.contains("button: Buy Now"))
        #expect(lines.contains("horizontalList:  (3 items)"))
        #expect(lines.contains("cell: Dresses (412)"))
        #expect(lines.contains("cell: Coats & Jackets"))
        #expect(home.content.statusView.isHidden)
        #expect(catalog.received.isEmpty)
        #expect(home.title == "Home")
        #expect(home.navigationItem.rightBarButtonItem?.title == "Search")
    }

    @Test("Beside a split view's column of categories (a wide window) Home lists them no second time; narrow, it lists them again")
    func categoriesBesideTheSplit() throws {
        let home = HomeViewController()
        home.content.value = HomeContent(slides: Sample.slides, categories: [Sample.dresses, Sample.coats])
        let split = SplitViewController(primary: ViewController(), secondary: NavigationController(rootViewController: home))
        // As the Catalog tab's split does: narrow, the column leaves and the stack stays.
        split.collapsedColumn = .secondary
        let window = Window()
        window.horizontalSizeClass = .regular
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(home.categoriesStandBeside)
        #expect(home.listView.numberOfItems(inSection: 1) == 0, "the column shows the categories")
        #expect(home.promoContainerCell != nil, "the offers stay")
        window.horizontalSizeClass = .compact
        #expect(!home.categoriesStandBeside)
        #expect(home.listView.numberOfItems(inSection: 1) == 2)
        window.horizontalSizeClass = .regular
        #expect(home.listView.numberOfItems(inSection: 1) == 0)
    }

    @Test("A Home without data asks for it from viewDidLoad, shows it is loading, then shows the reply and asks for pictures")
    func dataAfterLoad() async throws {
        let home = HomeViewController()
        let catalog = standIn(showing: home)
        try await catalog.waitForMessages(1)
        #expect(catalog.receivedNames == ["CatalogLoadHome"])
        #expect(home.content.statusView.status == .loading("Loading the catalog…"))
        #expect(home.promoContainerCell == nil)

        let unpictured = PromoSlide(promotion: Sample.winterSale, price: Sample.slides[0].price)
        catalog.reply(
            to: CatalogLoadHome.self,
            with: HomeContent(slides: [unpictured] + Sample.slides.dropFirst(), categories: [Sample.dresses], productCounts: [:]))
        try await waitUntil("the reply shows") { home.categories == [Sample.dresses] }
        try await catalog.waitForMessages(2)
        #expect(catalog.messages(CatalogLoadPicture.self).map(\.path) == [Sample.asset("img/promo/winter.jpg")])
        catalog.reply(to: CatalogLoadPicture.self, with: "/cache/img/promo/winter.jpg")
        try await waitUntil("the picture arrives") { home.slides == Sample.slides }
        #expect(home.content.statusView.status == .hidden)
        let container = try #require(home.promoContainerCell)
        #expect(container.slides == Sample.slides)
        #expect(renderedTexts(of: home.view).contains("Dresses"))

        home.content.value?.slides = []
        #expect(home.promoContainerCell == nil, "no slides, no carousel row")
        #expect(renderedTexts(of: home.view).contains("Dresses"))
    }

    @Test("The current season and its themes stand on a line above the list; a catalog naming none hides it")
    func season() throws {
        let home = HomeViewController()
        home.loadViewIfNeeded()
        #expect(home.seasonLabel.isHidden, "no season before the reply")
        let winter = Season(
            id: try #require(SeasonCode(rawValue: "W26")), name: "Winter 2026", isActive: true,
            themes: [
                Theme(id: try #require(ThemeID(rawValue: "W26KD")), name: "Kings & Dukes"),
                Theme(id: try #require(ThemeID(rawValue: "W26NN")), name: "Nordic Nights"),
            ])
        home.content.value = HomeContent(slides: [], categories: [], season: winter)
        #expect(!home.seasonLabel.isHidden)
        #expect(home.seasonLabel.text == "Winter 2026 · Kings & Dukes, Nordic Nights")
        #expect(renderedTexts(of: home.view).contains("Winter 2026 · Kings & Dukes, Nordic Nights"))
        home.content.value?.season = nil
        #expect(home.seasonLabel.isHidden)
    }

    @Test("Buy Now on a PromoCell travels cell → carousel → container cell → Home → catalog → main, which handles it")
    func buyNowPath() async throws {
        let tree = Tree()
        let container = try #require(tree.home.promoContainerCell)
        let second = try #require(container.carousel.cellForItem(at: IndexPath(item: 1, section: 0)) as? PromoCell)
        tree.main.answer(CartBuyNow.self) { _ in }
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            #expect(second.buyNowButton.tap())
            try await tree.main.waitForMessages(1)
        }
        #expect(tree.main.messages(CartBuyNow.self) == [CartBuyNow(style: Sample.velvetBlazer.style)])
        #expect(tree.catalog.received.isEmpty)
        let record = try #require(recorder.records.first { $0.message == "CartBuyNow" })
        #expect(record.sender == ResponderName(typeName: "Button"))
        #expect(
            record.path == [
                ResponderName(typeName: "StackView"),
                ResponderName(typeName: "View"),
                ResponderName(typeName: "PromoCell"),
                ResponderName(typeName: "ListView"),
                ResponderName(typeName: "View"),
                ResponderName(typeName: "PromoContainerCell"),
                ResponderName(typeName: "ListView"),
                ResponderName(typeName: "StackView"),
                ResponderName(typeName: "HomeViewController"),
                ResponderName(typeName: "StandInCoordinator", identifier: "catalog"),
                ResponderName(typeName: "StandInCoordinator", identifier: "main"),
            ])
        #expect(record.handlers == [ResponderName(typeName: "StandInCoordinator", identifier: "main")])
        #expect(record.outcome == .replied)
    }

    @Test("Buy Now on a slide scrolled into view buys that slide's product (the reused cell's own)")
    func buyNowAfterScrolling() async throws {
        let slides = Sample.slides + [PromoSlide(promotion: Promotion(style: Sample.style("W26PL0007"), title: "Plain Tee"))]
        let tree = Tree(slides: slides)
        let carousel = try #require(tree.home.promoContainerCell?.carousel)
        #expect(carousel.userScroll(byItems: 1))
        let last = try #require(carousel.cellForItem(at: IndexPath(item: 3, section: 0)) as? PromoCell)
        last.buyNowButton.tap()
        try await tree.main.waitForMessages(1)
        #expect(tree.main.messages(CartBuyNow.self).map(\.style) == [Sample.style("W26PL0007")])
    }

    @Test("Choosing a slide or a category, or Search, asks for its page with the global Display from the chosen cell")
    func selection() async throws {
        let tree = Tree()
        let container = try #require(tree.home.promoContainerCell)
        try container.carousel.userSelectItem(at: IndexPath(item: 2, section: 0))
        try tree.home.listView.userSelectItem(at: IndexPath(item: 1, section: 1))
        tree.home.navigationItem.rightBarButtonItem?.tap()
        try await tree.catalog.waitForMessages(3)
        #expect(
            tree.catalog.messages(Display<ShopPage>.self).map(\.page) == [
                .product(style: Sample.woolCoat.style.rawValue), .category(name: Sample.coats.name), .search,
            ])
    }

    @Test("An empty catalog shows its state with a retry that asks again")
    func emptyCatalog() async throws {
        let tree = Tree(slides: [], categories: [])
        #expect(tree.home.content.statusView.status == .message("The catalog is empty right now.", canRetry: true))
        #expect(tree.home.listView.isHidden)
        #expect(renderedTexts(of: tree.home.view).contains("The catalog is empty right now."))
        #expect(tree.home.content.statusView.retryButton.tap())
        try await tree.catalog.waitForMessages(1)
        #expect(tree.catalog.receivedNames == ["CatalogLoadHome"])
    }

    @Test("A failed load shows the reply's problem with a retry; the categories already shown stay")
    func failedLoad() async throws {
        let tree = Tree(slides: [], categories: [])
        tree.home.content.statusView.retryButton.tap()
        try await tree.catalog.waitForMessages(1)
        tree.catalog.reply(to: CatalogLoadHome.self, with: HomeContent(slides: [], categories: [Sample.dresses]))
        try await waitUntil("the categories show") { tree.home.categories == [Sample.dresses] }
        tree.home.content.problem = .serverDown
        tree.home.content.statusView.retryButton.tap()
        try await tree.catalog.waitForMessages(2)
        tree.catalog.fail(CatalogLoadHome.self, with: ScreenProblem.offline)
        try await waitUntil("the problem shows") { tree.home.content.problem == .offline }
        #expect(tree.home.content.statusView.status == .message(ScreenProblem.offline.message, canRetry: true))
        #expect(renderedTexts(of: tree.home.view).contains("Dresses"), "what was shown stays")

        tree.home.content.statusView.retryButton.tap()
        try await tree.catalog.waitForMessages(3)
        #expect(tree.catalog.receivedNames == ["CatalogLoadHome", "CatalogLoadHome", "CatalogLoadHome"])
        #expect(tree.home.content.problem == nil)
        tree.catalog.reply(to: CatalogLoadHome.self, with: HomeContent(slides: [], categories: [Sample.dresses, Sample.coats]))
        try await waitUntil("the reply shows") { tree.home.categories == [Sample.dresses, Sample.coats] }
        #expect(tree.home.content.statusView.status == .hidden)
    }

    @Test("A load nobody answers is not dropped: the screen says something went wrong, with a retry")
    func unansweredLoad() async throws {
        let home = HomeViewController()
        let orphan = StandInCoordinator("answers nothing")
        orphan.start()
        try orphan.root(home)
        home.loadViewIfNeeded()
        try await waitUntil("the unanswered load shows as a problem") { home.content.problem == .unexpected }
        #expect(home.content.statusView.status == .message(ScreenProblem.unexpected.message, canRetry: true))
    }
}
