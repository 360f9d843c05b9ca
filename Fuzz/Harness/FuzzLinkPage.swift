import Coordinators
import Foundation

/// A page type for fuzzing `LinkFormat` and `LinkReader`: pages without parameters, with a whole
/// number, with text, and with both.
enum FuzzLinkPage: LinkablePage {
    case home
    case product(id: Int)
    case category(name: String)
    case search(query: String, page: Int)

    /// Links under a custom scheme with a host.
    static let customFormat = LinkFormat<FuzzLinkPage>(base: base("ivko://open"))
    /// Links under a web address with a port and a base path.
    static let webFormat = LinkFormat<FuzzLinkPage>(base: base("https://ivko.example:8443/app/links"))

    /// The URL of a base written here (each is a valid URL; a file URL only satisfies the type system).
    private static func base(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }

    var linkSegments: [String] {
        switch self {
        case .home: ["home"]
        case .product(let id): ["product", String(id)]
        case .category(let name): ["category", name]
        case .search(let query, let page): ["search", query, String(page)]
        }
    }

    init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "home": self = .home
        case "product": self = .product(id: try link.int())
        case "category": self = .category(name: try link.string())
        case "search": self = .search(query: try link.string(), page: try link.int())
        case let name: throw link.unknownPage(name)
        }
    }
}
