import Foundation
import IvkoApp
import IvkoScreens
import Testing

@testable import IvkoWeb

/// The address bar is the shop's deep links: a path and a page map both ways.
struct WebPathsTests {
    @Test(arguments: [
        (ShopPage.home, "/"), (.search, "/search"), (.category(name: "Shoes & Boots"), "/category/Shoes%20%26%20Boots"),
        (.product(style: "A1/2"), "/product/A1%2F2"), (.cart, "/cart"), (.account, "/account"), (.orders, "/orders"),
        (.order(number: "1042"), "/order/1042"), (.stores, "/stores"),
    ])
    func aPageAndItsPathMapBothWays(page: ShopPage, path: String) throws {
        #expect(WebPaths.path(for: page) == path)
        let link = try #require(WebPaths.link(forPath: path))
        #expect(WebPaths.path(for: try #require(WebPaths.shownPage(of: ShopLinks.navigation(for: link)))) == path)
    }

    @Test func aPathThatIsNoPageHasNoLink() {
        #expect(WebPaths.link(forPath: "/nothing") == nil)
        #expect(WebPaths.link(forPath: "/product") == nil)
        #expect(WebPaths.link(forPath: "/order/1/2") == nil)
        #expect(!WebPaths.isPage("/ivko-assets/other.js"))
        #expect(WebPaths.isPage("/"))
    }
}
