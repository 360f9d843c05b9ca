import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoScreens
import Screens
import Testing

/// The catalog's product lists: pages from the local catalog, more on request, and search.
@MainActor
@Suite struct CatalogTests {
    @Test(.timeLimit(.minutes(5)))
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

            try await list.send(CatalogLoadMoreProducts(query: first.query, loadedCount: first.products.count))
            let more = try #require(list.page)
            #expect(more.products.count == min(2 * CatalogCoordinator.pageSize, activeCount))
            #expect(Array(more.products.prefix(first.products.count)) == first.products, "a longer page keeps the rows shown")

            let nothing = ProductQuery(text: "no such product anywhere")
            try await list.send(CatalogSearch(query: nothing))
            #expect(list.page?.query == nothing)
            #expect(list.page?.products == [])
            #expect(list.page?.hasMore == false)
        }
    }
}
