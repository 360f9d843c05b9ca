/// A page that can be written in a link: the app says, once per page type, which path segments
/// name each page and how to read them back, and `LinkFormat` turns whole stacks into URLs and back.
///
/// ```swift
/// extension ShopPage: LinkablePage {
///     var linkSegments: [String] {
///         switch self {
///         case .home: ["home"]
///         case .product(let id): ["product", String(id)]
///         }
///     }
///
///     init(link: inout LinkReader) throws(InvalidLink) {
///         switch try link.name() {
///         case "home": self = .home
///         case "product": self = .product(id: try link.int())
///         case let name: throw link.unknownPage(name)
///         }
///     }
/// }
/// ```
///
/// The two must mirror each other: reading a page's segments gives the same page back (the tests
/// of an app check it for every page).
public protocol LinkablePage: Page {
    /// The segments that name this page in a link: its name, then its parameters.
    var linkSegments: [String] { get }

    /// Reads one page from the front of `link`, consuming exactly the segments `linkSegments` writes.
    init(link: inout LinkReader) throws(InvalidLink)
}

/// A linkable page that a link can name alone (`ivko://product/7`, a browser's `/product/7`): it
/// says which path shows it, so a page link carries only the page and `LinkFormat` reads it back as
/// that whole path (`url(forPage:)`, `path(fromPageLink:)`).
///
/// ```swift
/// extension ShopPage: LocatedPage {
///     var linkedPath: PagePath<ShopPage> {
///         switch self {
///         case .home: PagePath(stack: "catalog", pages: [.home])
///         case .product: PagePath(stack: "catalog", pages: [.home, self])
///         }
///     }
/// }
/// ```
public protocol LocatedPage: LinkablePage {
    /// The path that shows this page when a link names it alone: its stack's name and the stack's
    /// pages, bottom first, ending with this page.
    var linkedPath: PagePath<Self> { get }
}
