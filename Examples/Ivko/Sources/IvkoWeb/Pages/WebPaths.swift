import Coordinators
import Foundation
import IvkoApp
import IvkoScreens

/// The browser's addresses are the shop's page links (`ShopLinks.browserPaths`, the library's
/// `LinkFormat` over the same `ShopPage` segments as the deep links): `/product/STYLE` is
/// `ivko://product/STYLE`, `/category/NAME`, `/search`, `/cart`, `/account`, `/orders`,
/// `/order/NUMBER`, `/stores`, and `/` is Home. So the address bar and `--open` mean the same.
enum WebPaths {
    /// The deep link of a browser path; `nil` for a path that is none of the shop's pages.
    static func link(forPath path: String) -> URL? {
        guard let page = page(atPath: path) else { return nil }
        return ShopLinks.url(for: page)
    }

    /// Whether `path` is one of the shop's pages (the page shell is served for it).
    static func isPage(_ path: String) -> Bool {
        page(atPath: path) != nil
    }

    /// The browser path of `page`: Home is `/`.
    static func path(for page: ShopPage) -> String {
        guard page != .home else { return "/" }
        return ShopLinks.browserPaths.url(forPage: page).path(percentEncoded: true)
    }

    /// The page a browser path names (`/` is Home); `nil` for a path that is none of the shop's pages.
    private static func page(atPath path: String) -> ShopPage? {
        if path == "/" || path.isEmpty { return .home }
        let absolute = path.hasPrefix("/") ? path : "/" + path
        guard let url = URL(string: absolute), let linked = try? ShopLinks.browserPaths.path(fromPageLink: url) else { return nil }
        return linked.pages.last
    }

    /// The pages of a navigation's selected stack (its first stack when none is selected), bottom first.
    static func selectedPages(of navigation: SceneNavigation<ShopPage>) -> [ShopPage] {
        (navigation.paths.last { $0.stack == navigation.selectedStack } ?? navigation.paths.first)?.pages ?? []
    }

    /// The page a navigation shows: the last page of its selected stack.
    static func shownPage(of navigation: SceneNavigation<ShopPage>) -> ShopPage? {
        selectedPages(of: navigation).last
    }

    /// The page a Back leads to from `navigation` (the page under the shown one), `nil` at a stack's root.
    static func pageBehind(in navigation: SceneNavigation<ShopPage>) -> ShopPage? {
        let pages = selectedPages(of: navigation)
        return pages.count > 1 ? pages[pages.count - 2] : nil
    }
}
