public import Foundation

/// The status line and headers of an HTTP response: a value that can cross any boundary.
public struct ResponseHead: Sendable, Hashable {
    /// The HTTP status code, e.g. 200.
    public var status: Int
    /// The response headers.
    public var headers: HeaderFields
    /// The URL that answered, after any redirects.
    public var url: URL?

    /// A response head from its parts.
    public init(status: Int, headers: HeaderFields = [:], url: URL? = nil) {
        self.status = status
        self.headers = headers
        self.url = url
    }

    /// True for a 2xx status.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The declared `Content-Length`, if present and well formed.
    public var contentLength: Int64? {
        guard let value = headers["Content-Length"], let length = Int64(Self.trimmingOptionalWhitespace(value)), length >= 0 else {
            return nil
        }
        return length
    }

    /// A field value without the spaces and tabs HTTP allows around it (RFC 9110 §5.5). By hand, not
    /// with Foundation's `trimmingCharacters(in:)`: that costs 2–4 µs on Linux, on every response.
    private static func trimmingOptionalWhitespace(_ value: String) -> Substring {
        let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = value.firstIndex(where: { !isWhitespace($0) }), let last = value.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return value[first...last]
    }

    /// The number of body bytes the transport must deliver for the body to be complete
    /// (`method` upper-cased, as `TransportRequest.method` gives it),
    /// or nil when that cannot be known (no length, a content coding that may have been decoded,
    /// or a status or method that has no body).
    public func expectedBodyLength(method: String) -> Int64? {
        if method == "HEAD" || status == 204 || status == 304 || (100..<200).contains(status) {
            return nil
        }
        if let coding = headers["Content-Encoding"], coding.lowercased() != "identity" {
            return nil
        }
        return contentLength
    }
}
