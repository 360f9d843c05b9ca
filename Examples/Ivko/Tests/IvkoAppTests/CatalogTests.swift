import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The catalog's product lists: pages from the local catalog, more on request, and search.
@MainActor
@Suite struct CatalogTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func productListsPageAndSearch() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.reachMain()
            let catalog = try #require(main.catalog)
            try await catalog.send(Display(ShopPage.search))
            let list = try #require(catalog.viewControllers.last as? ProductListViewController)
            try await waitUntil("the first page arrives", timeLimit: .seconds(30)) { list.page != nil }
            let first = try #require(list.page)
            let activeCount = app.server.catalog.products.filter(\.isActive).count
            #expect(first.products.count == min(CatalogCoordinator.pageSize, activeCount))
            #expect(first.hasMore == (activeCount > CatalogCoordinator.pageSize))

            // The list's own messages, sent from it: the replies are the pages it shows.
            let more = try await list.send(CatalogLoadProducts(query: first.query, loadedCount: first.products.count))
            #expect(more.products.count == min(2 * CatalogCoordinator.pageSize, activeCount))
            #expect(Array(more.products.prefix(first.products.count)) == first.products, "a longer page keeps the rows shown")

            let nothing = ProductQuery(text: "no such product anywhere")
            let none = try await list.send(CatalogLoadProducts(query: nothing))
            #expect(none.query == nothing)
            #expect(none.products == [])
            #expect(none.hasMore == false)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func homeShowsHowManyProductsEachCategoryHas() async throws {
        try await LiveApp.with { app in
            // A narrow window: Home lists the categories itself (a wide one shows them in the column).
            app.window.horizontalSizeClass = .compact
            app.launch()
            let main = try await app.reachMain()
            let home = try #require(main.catalog?.viewControllers.first as? HomeViewController)
            try await waitUntil("Home shows the categories", timeLimit: .seconds(30)) { home.categories?.isEmpty == false }
            let categories = try #require(home.categories)
            #expect(Set(home.productCounts.keys) == Set(categories.map(\.id)), "every category has its count")
            #expect(home.productCounts.values.allSatisfy { $0 > 0 })
            let activeCount = app.server.catalog.products.filter(\.isActive).count
            #expect(home.productCounts.values.reduce(0, +) == activeCount, "each active product is counted in its one category")
            let cells = home.listView.visibleCells.compactMap { $0 as? CategoryCell }
            #expect(!cells.isEmpty)
            for cell in cells {
                let category = try #require(cell.value)
                #expect(cell.detailText == home.productCounts[category.id].map(ShopFormat.count), "the row shows its count")
            }
        }
    }
}
