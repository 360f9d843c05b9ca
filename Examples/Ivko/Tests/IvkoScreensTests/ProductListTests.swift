import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Product list")
struct ProductListTests {
    let query = ProductQuery(category: Sample.dresses)

    @Test("It asks for its first products when its view loads and shows the reply")
    func firstPage() async throws {
        let list = ProductListViewController(query: query)
        let catalog = standIn(showing: list)
        try await catalog.waitForMessages(1)
        #expect(catalog.messages(CatalogLoadProducts.self) == [CatalogLoadProducts(query: query)])
        #expect(list.statusView.status == .loading("Loading products…"))
        #expect(list.title == "Dresses")
        #expect(list.searchBar.placeholder == "Search Dresses")

        catalog.reply(to: CatalogLoadProducts.self, with: ProductListing(query: query, products: Sample.products(3), hasMore: false))
        try await waitUntil("the reply shows") { list.products != nil }
        #expect(list.listView.visibleCells.compactMap { ($0 as? ProductCell)?.value?.name } == ["Dress 1", "Dress 2", "Dress 3"])
        #expect(renderedLines(of: list.view).contains("cell: Dress 1 (99,00\u{00A0}€ · Dresses)"))
        #expect(list.statusView.status == .hidden)
    }

    @Test("A page set before the view loads is shown at once and nothing is asked for")
    func pageBeforeLoad() {
        let list = ProductListViewController(query: query)
        list.page = ProductListing(query: query, products: Sample.products(2), hasMore: false)
        let catalog = standIn(showing: list)
        #expect(list.listView.visibleCells.count == 2)
        #expect(catalog.received.isEmpty)
    }

    @Test("Scrolling near the end asks for more products once; the longer page is shown")
    func paging() async throws {
        let list = ProductListViewController(query: query)
        list.page = ProductListing(query: query, products: Sample.products(30), hasMore: true)
        let catalog = standIn(showing: list)
        #expect(list.listView.indexPathsForVisibleItems.map(\.item) == Array(0..<12))
        #expect(!list.isAwaitingMore, "the first rows are far from the end")

        #expect(list.listView.userScroll(byItems: 10))
        #expect(!list.isAwaitingMore, "row 21 is still 9 rows from the end")
        #expect(list.listView.userScroll(byItems: 5))
        #expect(list.isAwaitingMore)
        try await catalog.waitForMessages(1)
        #expect(catalog.messages(CatalogLoadProducts.self) == [CatalogLoadProducts(query: query, loadedCount: 30)])
        #expect(list.statusView.status == .loading("Loading more products…"))

        list.listView.userScroll(byItems: 3)
        list.listView.userScroll(byItems: -1)
        #expect(catalog.received.count == 1, "scrolling while waiting asks nothing more")

        catalog.reply(to: CatalogLoadProducts.self, with: ProductListing(query: query, products: Sample.products(50), hasMore: false))
        try await waitUntil("the longer page shows") { list.products?.count == 50 }
        #expect(!list.isAwaitingMore)
        #expect(list.listView.numberOfItems(inSection: 0) == 50)
        list.listView.scrollToItem(at: IndexPath(item: 49, section: 0))
        #expect(!list.isAwaitingMore, "no more to ask for")
        #expect(list.statusView.status == .hidden)
    }

    @Test("A failed request for more shows the problem; its retry asks for the same products again")
    func pagingFailure() async throws {
        let list = ProductListViewController(query: query)
        list.page = ProductListing(query: query, products: Sample.products(14), hasMore: true)
        let catalog = standIn(showing: list)
        try await catalog.waitForMessages(1)
        #expect(catalog.messages(CatalogLoadProducts.self).map(\.loadedCount) == [14])

        catalog.fail(CatalogLoadProducts.self, with: ScreenProblem.serverDown)
        try await waitUntil("the problem shows") { list.problem == .serverDown }
        #expect(list.statusView.status == .message(ScreenProblem.serverDown.message, canRetry: true))
        #expect(list.listView.visibleCells.count == 12, "the products shown stay")
        list.statusView.retryButton.tap()
        try await catalog.waitForMessages(2)
        #expect(catalog.messages(CatalogLoadProducts.self).map(\.loadedCount) == [14, 14])
        #expect(list.isAwaitingMore)
    }

    @Test("Searching sends the text typed with the list's category; the results replace the list")
    func search() async throws {
        let list = ProductListViewController(query: query)
        list.page = ProductListing(query: query, products: Sample.products(5), hasMore: false)
        let catalog = standIn(showing: list)

        #expect(list.searchBar.userType("sequin"))
        #expect(catalog.received.isEmpty, "typing alone sends nothing")
        #expect(list.searchBar.userPressSearch())
        try await catalog.waitForMessages(1)
        let searched = ProductQuery(category: Sample.dresses, text: "sequin")
        #expect(catalog.messages(CatalogLoadProducts.self) == [CatalogLoadProducts(query: searched)])
        #expect(list.query == searched)
        #expect(list.statusView.status == .loading("Loading products…"))
        #expect(list.searchBar.text == "sequin")

        list.page = ProductListing(query: query, products: Sample.products(5), hasMore: false)
        #expect(list.products == nil, "a late page for the old query is not shown under the new one")
        list.page = ProductListing(query: searched, products: [Sample.sequinDress], hasMore: false)
        #expect(list.listView.visibleCells.compactMap { ($0 as? ProductCell)?.value } == [Sample.sequinDress])

        list.searchBar.userTapCancel()
        try await catalog.waitForMessages(2)
        #expect(catalog.messages(CatalogLoadProducts.self).last == CatalogLoadProducts(query: ProductQuery(category: Sample.dresses)))
        #expect(list.searchBar.text.isEmpty)
    }

    @Test("A search with no results says so, keeping the text; an empty category offers a retry")
    func emptyStates() {
        let searched = ProductQuery(text: "zebra")
        let search = ProductListViewController(query: searched)
        search.page = ProductListing(query: searched, products: [], hasMore: false)
        _ = standIn(showing: search)
        #expect(search.statusView.status == .message("No products match “zebra”.", canRetry: false))
        #expect(search.searchBar.text == "zebra")
        #expect(search.title == "Search")

        let category = ProductListViewController(query: query)
        category.page = ProductListing(query: query, products: [], hasMore: false)
        _ = standIn(showing: category)
        #expect(category.statusView.status == .message("There are no products in Dresses yet.", canRetry: true))
        #expect(category.listView.isHidden)
    }

    @Test("Choosing a product asks for its page with the global Display from its row")
    func choose() async throws {
        let list = ProductListViewController(query: query)
        list.page = ProductListing(query: query, products: Sample.products(3), hasMore: false)
        let catalog = standIn(showing: list)
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            try list.listView.userSelectItem(at: IndexPath(item: 1, section: 0))
            try await catalog.waitForMessages(1)
        }
        #expect(catalog.messages(Display<ShopPage>.self).map(\.page) == [.product(style: Sample.products(3)[1].style.rawValue)])
        #expect(recorder.records.first?.sender == ResponderName(typeName: "ProductCell"))
    }
}
