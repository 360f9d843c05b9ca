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
