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
/// Pages that know where they are shown (`LocatedPage`) also have page links, which name one page
/// and read back as its whole path: `url(forPage:)` and `path(fromPageLink:)` (`ivko://product/7`
/// is the catalog stack's Home with product 7 on it).
///
/// Two kinds of format besides a base URL: `init(scheme:)` (the same as a base of `ivko://`) puts a
/// link's first segment where the host goes, as custom-scheme links are written
/// (`ivko://catalog/home`, `ivko://product/7`); `sitePaths` (the same as a base of `/`) writes
/// relative links, the paths of a site's addresses (`/product/7`). One set of page segments then
/// spells an app's deep links and its browser addresses.
///
/// ```swift
/// let links = LinkFormat<ShopPage>(base: URL(string: "ivko://open")!)
/// try tabs.open(url, format: links)
/// ```
public struct LinkFormat<P: LinkablePage>: Sendable {
    /// What `url(for:)` returns if the parts ever made no URL (they always do).
    private let fallback: URL
    private let scheme: String?
    private let host: String?
    private let port: Int?
    private let basePath: [String]
    /// Whether a link's first segment stands where the host goes (a custom scheme's `ivko://`).
    private let firstSegmentIsHost: Bool

    /// A format whose links start with `base` (its query and fragment are not used).
    public init(base: URL) {
        fallback = base
        scheme = base.scheme?.lowercased()
        let baseHost = base.host?.lowercased()
        host = baseHost?.isEmpty == true ? nil : baseHost
        port = base.port
        basePath = Self.segments(ofPercentEncodedPath: URLComponents(url: base, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? "")
        firstSegmentIsHost = scheme != nil && host == nil && basePath.isEmpty && base.absoluteString.hasSuffix("://")
    }

    /// A format for a custom scheme's links, whose first segment stands where the host goes:
    /// `ivko://catalog/home`, and as page links `ivko://product/7`. The same as a base of `ivko://`.
    public init(scheme: String) {
        self.scheme = scheme.lowercased()
        host = nil
        port = nil
        basePath = []
        firstSegmentIsHost = true
        fallback = URL(fileURLWithPath: "/")
    }

    /// A format for the paths of a site's addresses, relative links from its root: `/catalog/home`,
    /// and as page links `/product/7`. The same as a base of `/`.
    public static var sitePaths: LinkFormat {
        LinkFormat(base: URL(fileURLWithPath: "/"), relative: ())
    }

    private init(base: URL, relative: Void) {
        fallback = base
        scheme = nil
        host = nil
        port = nil
        basePath = []
        firstSegmentIsHost = false
    }

    /// The link to `path`.
    public func url(for path: PagePath<P>) -> URL {
        url(segments: [path.stack] + path.pages.flatMap(\.linkSegments))
    }

    /// The path `url` points at. Throws `InvalidLink` when it is not one of this format's links, names
    /// no stack, or a page segment is unknown or malformed.
    public func path(from url: URL) throws(InvalidLink) -> PagePath<P> {
        let text = url.absoluteString
        let decoded = try segments(of: url)
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

    /// The segments after the base, written as this format's link: the base's own parts, then each
    /// segment percent-encoded.
    private func url(segments: [String]) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.port = port
        var encoded = segments.map(Self.encode)
        if firstSegmentIsHost, !encoded.isEmpty {
            components.percentEncodedHost = encoded.removeFirst()
            components.percentEncodedPath = encoded.isEmpty ? "" : "/" + encoded.joined(separator: "/")
        } else {
            components.percentEncodedPath = "/" + (basePath + encoded).joined(separator: "/")
        }
        // The base's own parts and a path of unreserved characters and percent escapes always make a
        // URL; the base is only the type system's fallback.
        return components.url ?? fallback
    }

    /// The percent-decoded segments of `url` after the base; throws `InvalidLink` for a link that is
    /// not under the base or a segment that does not decode to text.
    private func segments(of url: URL) throws(InvalidLink) -> [String] {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            components.scheme?.lowercased() == scheme,
            firstSegmentIsHost || components.host?.lowercased() == host,
            components.port == port
        else {
            throw InvalidLink(url: text, reason: .foreign)
        }
        var segments = Self.segments(ofPercentEncodedPath: components.percentEncodedPath)
        if firstSegmentIsHost {
            if let first = components.percentEncodedHost, !first.isEmpty { segments.insert(first, at: 0) }
        } else {
            guard segments.starts(with: basePath) else { throw InvalidLink(url: text, reason: .foreign) }
            segments.removeFirst(basePath.count)
        }
        var decoded: [String] = []
        for segment in segments {
            guard let plain = segment.removingPercentEncoding else {
                throw InvalidLink(
                    url: text, reason: .badParameter(page: decoded.last ?? "", value: segment, expected: "percent-encoded text"))
            }
            decoded.append(plain)
        }
        return decoded
    }

    /// The non-empty segments of a percent-encoded path (a trailing or doubled slash adds none).
    private static func segments(ofPercentEncodedPath path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func encode(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: LinkCharacters.unreserved) ?? segment
    }
}

extension LinkFormat where P: LocatedPage {
    /// The page link to `page`: the base, then the page's segments (`ivko://product/7`, `/product/7`).
    public func url(forPage page: P) -> URL {
        url(segments: page.linkSegments)
    }

    /// The path a page link names: its one page's `linkedPath`. Throws `InvalidLink` when the link is
    /// not this format's, names no page, or has anything after its page.
    public func path(fromPageLink url: URL) throws(InvalidLink) -> PagePath<P> {
        let text = url.absoluteString
        let decoded = try segments(of: url)
        var reader = LinkReader(url: text, segments: decoded)
        let page = try P(link: &reader)
        guard reader.position > 0 else { throw InvalidLink(url: text, reason: .nothingRead(segment: decoded.first ?? "")) }
        guard reader.isAtEnd else { throw InvalidLink(url: text, reason: .unexpectedSegment(decoded[reader.position])) }
        return page.linkedPath
    }
}

/// Characters a link segment keeps as they are: RFC 3986's unreserved ones.
private enum LinkCharacters {
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
