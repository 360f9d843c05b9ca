import Coordinators
import Foundation
import IvkoApp
import IvkoScreens

/// The browser's addresses are the shop's deep links: `/product/STYLE` is `ivko://product/STYLE`,
/// `/category/NAME`, `/search`, `/cart`, `/account`, `/orders`, `/order/NUMBER`, `/stores`, and `/`
/// is Home. A path is read and written by `ShopLinks`, so the address bar and `--open` mean the same.
enum WebPaths {
    /// The deep link of a browser path; `nil` for a path that is none of the shop's pages.
    static func link(forPath path: String) -> URL? {
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        let link = trimmed.isEmpty ? "\(ShopLinks.scheme)://home" : "\(ShopLinks.scheme)://\(trimmed)"
        guard let url = URL(string: link), (try? ShopLinks.navigation(for: url)) != nil else { return nil }
        return url
    }

    /// Whether `path` is one of the shop's pages (the page shell is served for it).
    static func isPage(_ path: String) -> Bool {
        link(forPath: path) != nil
    }

    /// The browser path of `page`: Home is `/`.
    static func path(for page: ShopPage) -> String {
        guard page != .home, let url = ShopLinks.url(for: page), let host = url.host(percentEncoded: true) else { return "/" }
        return "/" + host + url.path(percentEncoded: true)
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
