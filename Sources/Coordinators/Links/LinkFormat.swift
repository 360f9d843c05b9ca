public import Foundation

/// The app's two-way mapping between URLs and page paths, defined once: a base URL plus each page's
/// `LinkablePage` segments. `url(for:)` and `path(from:)` are inverses: a path written and read back
/// is the same path, and a link this format wrote reads back to the link.
///
/// A link is the base, the stack's name, then each page's segments, every segment percent-encoded:
/// `ivko://open/catalog/home/category/3/product/7`. The base may be a custom scheme or a web
/// address (`https://ivko.example/app`, for universal links). A query or fragment on a link is
/// ignored (campaign tags).
///
/// ```swift
/// let links = LinkFormat<ShopPage>(base: URL(string: "ivko://open")!)
/// try tabs.open(url, format: links)
/// ```
public struct LinkFormat<P: LinkablePage>: Sendable {
    private let base: URL
    private let scheme: String
    private let host: String?
    private let port: Int?
    private let basePath: [String]

    /// A format whose links start with `base` (its query and fragment are not used).
    public init(base: URL) {
        self.base = base
        scheme = (base.scheme ?? "").lowercased()
        host = base.host?.lowercased()
        port = base.port
        basePath = Self.segments(ofPercentEncodedPath: URLComponents(url: base, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? "")
    }

    /// The link to `path`.
    public func url(for path: PagePath<P>) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.port = port
        let segments = basePath + ([path.stack] + path.pages.flatMap(\.linkSegments)).map(Self.encode)
        components.percentEncodedPath = "/" + segments.joined(separator: "/")
        // The base's own parts and a path of unreserved characters and percent escapes always make a
        // URL; the base is only the type system's fallback.
        return components.url ?? base
    }

    /// The path `url` points at. Throws `InvalidLink` when it is not one of this format's links, names
    /// no stack, or a page segment is unknown or malformed.
    public func path(from url: URL) throws(InvalidLink) -> PagePath<P> {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            components.scheme?.lowercased() == scheme,
            components.host?.lowercased() == host,
            components.port == port
        else {
            throw InvalidLink(url: text, reason: .foreign)
        }
        let segments = Self.segments(ofPercentEncodedPath: components.percentEncodedPath)
        guard segments.starts(with: basePath) else { throw InvalidLink(url: text, reason: .foreign) }
        var decoded: [String] = []
        for segment in segments.dropFirst(basePath.count) {
            guard let plain = segment.removingPercentEncoding else {
                throw InvalidLink(
                    url: text, reason: .badParameter(page: decoded.last ?? "", value: segment, expected: "percent-encoded text"))
            }
            decoded.append(plain)
        }
        guard let stack = decoded.first else { throw InvalidLink(url: text, reason: .missingStack) }
        var reader = LinkReader(url: text, segments: Array(decoded.dropFirst()))
        var pages: [P] = []
        while !reader.isAtEnd {
            let before = reader.position
            pages.append(try P(link: &reader))
            if reader.position == before {
                throw InvalidLink(url: text, reason: .nothingRead(segment: decoded[before + 1]))
            }
        }
        return PagePath(stack: stack, pages: pages)
    }

    /// The non-empty segments of a percent-encoded path (a trailing or doubled slash adds none).
    private static func segments(ofPercentEncodedPath path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func encode(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: LinkCharacters.unreserved) ?? segment
    }
}

/// Characters a link segment keeps as they are: RFC 3986's unreserved ones.
private enum LinkCharacters {
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
