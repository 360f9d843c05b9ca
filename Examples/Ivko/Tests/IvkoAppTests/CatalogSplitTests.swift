import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The Catalog tab in a split view: on a wide window the categories stand in a column beside the
/// stack, a category chosen there shows its products beside it, and the column leaves (and comes
/// back) as the window narrows (and widens) without the stack, the pages or the saved navigation
/// changing.
@MainActor
@Suite(.waitLimit(.seconds(300)))
struct CatalogSplitTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aWideWindowShowsTheCategoriesBesideTheStack() async throws {
        try await LiveApp.with { app in
            app.window.horizontalSizeClass = .regular
            app.launch()
            let main = try await app.signInToMain()
            let catalog = try #require(main.catalog)
            let split = try #require(catalog.splitViewController, "the catalog's stack stands beside the categories")
            #expect(main.tabBarController.viewControllers.first === split, "the tab is the split view")
            #expect(split.tabBarItem.title == "Catalog")
            #expect(!split.isCollapsed)
            #expect(split.secondaryViewController === catalog.navigationController, "the stack is the detail column")
            #expect(split.contentColumn === catalog.navigationController)

            // The column asks for the categories (its reply: every category with its count).
            let column = catalog.categoryColumn
            #expect(column.viewIfLoaded?.window === app.window, "the column is on screen")
            try await waitUntil("the column shows the categories", timeLimit: .seconds(30)) {
                column.index.value?.categories.isEmpty == false
            }
            let index = try #require(column.index.value)
            #expect(Set(index.productCounts.keys) == Set(index.categories.map(\.id)))
            #expect(column.listView.visibleCells.count == index.categories.count)

            // Choosing a category shows its products beside the column, after Home.
            let first = index.categories[0]
            try column.listView.userSelectItem(at: IndexPath(item: 0, section: 0))
            try await waitUntil("the category shows") { catalog.pages == [.home, .category(name: first.name)] }
            #expect(column.chosenCategory == first.name)
            #expect(split.contentColumn === catalog.navigationController, "the products are in the detail column")
            let list = try #require(catalog.viewControllers.last as? ProductListViewController)
            try await waitUntil("its products arrive", timeLimit: .seconds(30)) { list.page != nil }
            let product = try #require(list.page?.products.first)
            try await list.send(Display(ShopPage.product(style: product.style.rawValue)))
            #expect(catalog.pages == [.home, .category(name: first.name), .product(style: product.style.rawValue)])

            // Another category replaces what the stack showed after Home (the column is how one goes
            // from category to category), and the saved navigation says so.
            let second = index.categories[1]
            try column.listView.userSelectItem(at: IndexPath(item: 1, section: 0))
            try await waitUntil("the other category shows") { catalog.pages == [.home, .category(name: second.name)] }
            #expect(column.chosenCategory == second.name)
            try await waitUntil("the navigation is handed out") {
                app.navigation.last?.paths.first { $0.stack == "catalog" }?.pages == [.home, .category(name: second.name)]
            }

            // The user's Back in the detail column goes to Home; the column marks nothing.
            #expect(catalog.navigationController.onScreenBackNavigation === catalog.navigationController)
            #expect(catalog.navigationController.navigationBar.tapBack() != nil)
            try await waitUntil("Back shows Home") { catalog.pages == [.home] }
            #expect(column.chosenCategory == nil)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func narrowingCollapsesToTheStackAndWideningBringsTheColumnBack() async throws {
        try await LiveApp.with { app in
            app.window.horizontalSizeClass = .compact
            app.launch()
            let main = try await app.signInToMain()
            let catalog = try #require(main.catalog)
            let split = try #require(catalog.splitViewController, "the catalog's stack stands beside the categories")
            #expect(split.isCollapsed, "a narrow window shows the stack alone")
            #expect(catalog.categoryColumn.viewIfLoaded?.window == nil, "the column is not on screen")

            // Narrow, a category is pushed as on any stack.
            let names = Array(Set(app.server.catalog.products.map(\.category))).sorted()
            try await catalog.send(Display(ShopPage.category(name: names[0])))
            try await catalog.send(Display(ShopPage.category(name: names[1])))
            let narrowPages: [ShopPage] = [.home, .category(name: names[0]), .category(name: names[1])]
            #expect(catalog.pages == narrowPages)
            let top = catalog.navigationController.topViewController

            // Wider: the column comes back beside the same stack (the same screens).
            app.window.horizontalSizeClass = .regular
            #expect(!split.isCollapsed)
            #expect(catalog.categoryColumn.viewIfLoaded?.window === app.window)
            #expect(catalog.categoryColumn.appearanceState == .appeared)
            #expect(catalog.pages == narrowPages)
            #expect(catalog.navigationController.topViewController === top)
            #expect(catalog.categoryColumn.chosenCategory == names[1])

            // Narrower again: the column leaves, the stack stays.
            app.window.horizontalSizeClass = .compact
            #expect(split.isCollapsed)
            #expect(catalog.categoryColumn.appearanceState == .disappeared)
            #expect(catalog.pages == narrowPages)
            #expect(catalog.navigationController.topViewController === top)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aSavedCategoryIsRestoredBesideTheColumn() async throws {
        try await LiveApp.with { app in
            app.launch()
            _ = try await app.signInToMain()
            let name = try #require(Set(app.server.catalog.products.map(\.category)).sorted().last)
            let saved = SceneNavigation<ShopPage>(
                paths: [PagePath(stack: "catalog", pages: [.home, .category(name: name)])], selectedStack: "catalog")

            // The next start, on a wide window: the category is in the detail column, marked in the column.
            app.restart(savedNavigation: try saved.restorationData())
            app.window.horizontalSizeClass = .regular
            let main = try await app.reachMain()
            let catalog = try #require(main.catalog)
            try await waitUntil("the saved page is restored") { catalog.pages == [.home, .category(name: name)] }
            let split = try #require(catalog.splitViewController)
            #expect(!split.isCollapsed)
            #expect(catalog.categoryColumn.chosenCategory == name)
            #expect(split.contentColumn === catalog.navigationController)
        }
    }
}
