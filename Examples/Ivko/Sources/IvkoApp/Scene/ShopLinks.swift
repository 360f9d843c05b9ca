public import Coordinators
public import Foundation
public import IvkoScreens

/// The shop's links, written and read by the library's one mechanism (`LinkFormat` over `ShopPage`
/// as a `LocatedPage`): each link names one page and reads back as the navigation that shows it on
/// its tab (over the tab's root page; an order over the history). Parameters are percent-encoded.
///
/// The same pages have two spellings from the same segments: the deep links `ivko://product/STYLE`,
/// `ivko://category/NAME`, `ivko://search`, `ivko://home`, `ivko://cart`, `ivko://account`,
/// `ivko://orders`, `ivko://order/NUMBER` and `ivko://stores` (`deepLinks`), and the browser's
/// addresses `/product/STYLE`, `/category/NAME`, … (`browserPaths`; the browser shows Home at `/`).
public enum ShopLinks {
    /// The deep links' scheme.
    public static let scheme = "ivko"

    /// The deep links: `ivko://` then the page's segments.
    public static let deepLinks = LinkFormat<ShopPage>(scheme: scheme)

    /// The browser's addresses: a path, `/` then the page's segments.
    public static let browserPaths = LinkFormat<ShopPage>.sitePaths

    /// The navigation `url` asks for; throws `InvalidLink` for a link that is not one of the shop's.
    public static func navigation(for url: URL) throws(InvalidLink) -> SceneNavigation<ShopPage> {
        SceneNavigation(try deepLinks.path(fromPageLink: url))
    }

    /// The link to `page` (shown over its tab's root page).
    public static func url(for page: ShopPage) -> URL {
        deepLinks.url(forPage: page)
    }
}

/// How a link names each page: its name, then its parameter, if any.
extension ShopPage: LocatedPage {
    /// The page's name and parameter in a link.
    public var linkSegments: [String] {
        switch self {
        case .home: ["home"]
        case .search: ["search"]
        case .category(let name): ["category", name]
        case .product(let style): ["product", style]
        case .cart: ["cart"]
        case .account: ["account"]
        case .orders: ["orders"]
        case .order(let number): ["order", number]
        case .stores: ["stores"]
        }
    }

    /// Reads one page from the front of `link`.
    public init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "home": self = .home
        case "search": self = .search
        case "category": self = .category(name: try link.string())
        case "product": self = .product(style: try link.string())
        case "cart": self = .cart
        case "account": self = .account
        case "orders": self = .orders
        case "order": self = .order(number: try link.string())
        case "stores": self = .stores
        case let name: throw link.unknownPage(name)
        }
    }

    /// The page on its tab's stack over the tab's root page (an order over the history).
    public var linkedPath: PagePath<ShopPage> {
        let pages: [ShopPage] =
            switch self {
            case .home, .cart, .account: [self]
            case .search, .category, .product: [.home, self]
            case .orders, .stores: [.account, self]
            case .order: [.account, .orders, self]
            }
        return PagePath(stack: tab.stackName, pages: pages)
    }
}
