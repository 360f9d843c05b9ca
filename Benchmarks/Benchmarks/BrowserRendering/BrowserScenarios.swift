import Benchmark
import BrowserUI
import Foundation
import Screens

/// What the BrowserRendering benchmarks measure, on BrowserUI without a browser or a server: a
/// page is `renderPage()` (the HTML a load sends), a change is `update()` (the patches a WebSocket
/// sends), a scroll is the browser's `scroll` event handled and answered with its patches.
@MainActor
enum BrowserScenarios {
    /// A shop-like window: a tab bar of three stacks (Catalog, Cart with a badge, Account), the
    /// Catalog tab showing a category's products (a back button, a search button, a list of
    /// `items` rows, each a name and a price with its category), `visibleRows` rows on screen.
    @MainActor
    final class ShopWindow {
        let window = Window()
        let tabs = TabBarController()
        let source: ProductSource
        let interface: BrowserInterface

        let visibleRows: Int

        init(items: Int, visibleRows: Int = 30) {
            self.visibleRows = visibleRows
            source = ProductSource(count: items)
            let home = ViewController()
            home.title = "Home"
            let list = ViewController()
            list.title = "Knitwear"
            list.view = source.list
            list.navigationItem.rightBarButtonItem = BarButtonItem(title: "Search") { _ in }
            let catalog = NavigationController(rootViewController: home)
            catalog.pushViewController(list, animated: false)
            catalog.tabBarItem.title = "Catalog"
            let cart = NavigationController(rootViewController: Self.screen("Cart"))
            cart.tabBarItem.title = "Cart"
            cart.tabBarItem.badgeValue = "2"
            let account = NavigationController(rootViewController: Self.screen("Account"))
            account.tabBarItem.title = "Account"
            tabs.setViewControllers([catalog, cart, account], animated: false)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            interface = BrowserInterface(window: window, visibleRows: visibleRows)
        }

        private static func screen(_ title: String) -> ViewController {
            let screen = ViewController()
            screen.title = title
            return screen
        }

        /// The whole page rendered by a fresh interface (nothing kept from an earlier render).
        func freshPage() -> String {
            BrowserInterface(window: window, visibleRows: visibleRows).renderPage()
        }

        /// The list's element id in the page.
        var listID: String? { interface.elementID(of: source.list) }
    }

    /// Bytes of a first page and of the patches after one change, as a browser receives them.
    struct Sizes {
        let page: Int
        let badgePatch: Int
        let focusPatch: Int
    }

    /// The page of a shop window, then a badge change and a focus move answered with patches.
    static func sizes() throws -> Sizes {
        let shop = ShopWindow(items: 200)
        let page = shop.interface.renderPage().utf8.count
        shop.tabs.viewControllers[1].tabBarItem.badgeValue = "3"
        let badge = try patchBytes(shop.interface.update())
        // Focus moves from the first row to the second: the browser reports it, the page says so.
        let cells = shop.source.list.visibleCells
        guard cells.count > 1, let first = shop.interface.elementID(of: cells[0]),
            let second = shop.interface.elementID(of: cells[1])
        else { return Sizes(page: page, badgePatch: badge, focusPatch: 0) }
        _ = try? shop.interface.handle(.focus(first))
        _ = shop.interface.update()
        _ = try? shop.interface.handle(.focus(second))
        let focus = try patchBytes(shop.interface.update())
        return Sizes(page: page, badgePatch: badge, focusPatch: focus)
    }

    /// The JSON bytes of `patches`, as the server sends them.
    static func patchBytes(_ patches: [HTMLPatch]) throws -> Int {
        try JSONEncoder().encode(patches).count
    }

    /// A long list's and a short list's page and scrolls, back to back.
    struct Timings {
        let pages: Int
        let scrolls: Int
        let longPages: Duration
        let shortPages: Duration
        let longScrolls: Duration
        let shortScrolls: Duration
        let longBytes: Int
        let shortBytes: Int
    }

    /// Renders the page of a 100,000-row window and of a 30-row one `pages` times each, each time
    /// whole by a fresh interface (30 rows on screen), then scrolls each list `scrolls` rows down a row at a time and back (10 rows on
    /// screen, so the 30-row list scrolls too: each scroll handled and its patches made).
    static func measure(pages: Int, scrolls: Int) -> Timings {
        let clock = ContinuousClock()
        let long = ShopWindow(items: 100_000)
        let short = ShopWindow(items: 30)
        var longBytes = 0
        var shortBytes = 0

        let longPagesStarted = clock.now
        for _ in 0..<pages { longBytes = long.freshPage().utf8.count }
        let longPages = clock.now - longPagesStarted

        let shortPagesStarted = clock.now
        for _ in 0..<pages { shortBytes = short.freshPage().utf8.count }
        let shortPages = clock.now - shortPagesStarted

        let longScrolling = ShopWindow(items: 100_000, visibleRows: 10)
        let shortScrolling = ShopWindow(items: 30, visibleRows: 10)
        blackHole(longScrolling.interface.renderPage())
        blackHole(shortScrolling.interface.renderPage())

        let longScrollsStarted = clock.now
        scroll(longScrolling, times: scrolls)
        let longScrolls = clock.now - longScrollsStarted

        let shortScrollsStarted = clock.now
        scroll(shortScrolling, times: scrolls)
        let shortScrolls = clock.now - shortScrollsStarted

        return Timings(
            pages: pages, scrolls: 2 * scrolls, longPages: longPages, shortPages: shortPages, longScrolls: longScrolls,
            shortScrolls: shortScrolls, longBytes: longBytes, shortBytes: shortBytes
        )
    }

    /// `times` scrolls down by a row and as many back up, each answered with its patches (`times`
    /// must leave the last row on screen: at most 20 for the 30-row list).
    private static func scroll(_ shop: ShopWindow, times: Int) {
        guard let id = shop.listID else { return }
        let rows = shop.visibleRows
        for row in Array(1...times) + Array((0..<times).reversed()) {
            blackHole(try? shop.interface.handle(.scroll(id, firstRow: min(row, max(shop.source.count - rows, 0)), rowCount: rows)))
            blackHole(shop.interface.update())
        }
    }
}

/// `count` products named "Product N", each with a price and its category as detail.
@MainActor
final class ProductSource: ListViewDataSource {
    let count: Int
    let list = ListView()

    init(count: Int) {
        self.count = count
        list.register(ListViewCell.self, forCellReuseIdentifier: "product")
        list.dataSource = self
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "product", for: indexPath)
        cell.text = "Cable Knit Sweater \(indexPath.item + 1)"
        cell.detailText = "\(indexPath.item % 90 + 10),90 € · Knitwear"
        return cell
    }
}
