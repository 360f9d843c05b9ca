public import Coordinators
public import Foundation
public import IvkoScreens

/// The shop's deep links: `ivko://product/STYLE`, `ivko://category/NAME`, `ivko://search`,
/// `ivko://home`, `ivko://cart`, `ivko://account`, `ivko://orders`, `ivko://order/NUMBER` and
/// `ivko://stores`, each
/// read as the navigation that shows the page on its tab (over the tab's root page; an order over
/// the history). Parameters are percent-encoded.
public enum ShopLinks {
    /// The link's scheme.
    public static let scheme = "ivko"

    /// The navigation `url` asks for; throws `InvalidLink` for a link that is not one of the shop's.
    public static func navigation(for url: URL) throws(InvalidLink) -> SceneNavigation<ShopPage> {
        guard url.scheme?.lowercased() == scheme, let host = url.host(percentEncoded: false), !host.isEmpty else {
            throw InvalidLink(url: url.absoluteString, reason: .foreign)
        }
        let parameters = try parameters(of: url, page: host)
        let pages: [ShopPage]
        switch (host, parameters.count) {
        case ("home", 0): pages = [.home]
        case ("search", 0): pages = [.home, .search]
        case ("category", 1): pages = [.home, .category(name: parameters[0])]
        case ("product", 1): pages = [.home, .product(style: parameters[0])]
        case ("cart", 0): pages = [.cart]
        case ("account", 0): pages = [.account]
        case ("orders", 0): pages = [.account, .orders]
        case ("order", 1): pages = [.account, .orders, .order(number: parameters[0])]
        case ("stores", 0): pages = [.account, .stores]
        case ("category", 0), ("product", 0), ("order", 0):
            throw InvalidLink(url: url.absoluteString, reason: .missingParameter(page: host))
        default: throw InvalidLink(url: url.absoluteString, reason: .unknownPage(host))
        }
        guard let last = pages.last else { throw InvalidLink(url: url.absoluteString, reason: .missingPage) }
        return SceneNavigation(PagePath(stack: last.tab.stackName, pages: pages))
    }

    /// The link to `page` (shown over its tab's root page); `nil` only for a parameter no URL can hold.
    public static func url(for page: ShopPage) -> URL? {
        var components = URLComponents()
        components.scheme = scheme
        switch page {
        case .home: components.host = "home"
        case .search: components.host = "search"
        case .category(let name): components.host = "category"; components.percentEncodedPath = "/" + encoded(name)
        case .product(let style): components.host = "product"; components.percentEncodedPath = "/" + encoded(style)
        case .cart: components.host = "cart"
        case .account: components.host = "account"
        case .orders: components.host = "orders"
        case .order(let number): components.host = "order"; components.percentEncodedPath = "/" + encoded(number)
        case .stores: components.host = "stores"
        }
        return components.url
    }

    /// The link's parameters, each percent-decoded; a segment that does not decode to text is refused
    /// (it is not read as an empty or a different parameter).
    private static func parameters(of url: URL, page: String) throws(InvalidLink) -> [String] {
        var parameters: [String] = []
        for segment in url.path(percentEncoded: true).split(separator: "/") {
            guard let parameter = segment.removingPercentEncoding else {
                throw InvalidLink(
                    url: url.absoluteString, reason: .badParameter(page: page, value: String(segment), expected: "percent-encoded text"))
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// `parameter` as one path segment: everything but RFC 3986's unreserved characters
    /// percent-encoded, so a slash, `%`, `?` or `#` in it reads back as itself.
    private static func encoded(_ parameter: String) -> String {
        parameter.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
