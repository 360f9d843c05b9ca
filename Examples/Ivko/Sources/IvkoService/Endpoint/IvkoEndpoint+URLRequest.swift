public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

extension IvkoEndpoint {
    /// The header that carries the session id.
    public static let sessionHeader = "X-Session"

    /// The exact request for this endpoint against `baseURL` (e.g. `http://host:port/ivko/api/`;
    /// a missing final slash is added), carrying `sessionID` in `X-Session` when given.
    ///
    /// Requests bypass the URL cache (the app keeps its own, with ETags) and cookies (the session
    /// travels in the header only, so a stale `JSESSIONID` can never stand in for it).
    /// Throws `.invalidRequest` for a base URL that is not http(s), an asset path that leaves
    /// `assets/`, or a page or size below 1.
    public func urlRequest(baseURL: URL, sessionID: String? = nil) throws(IvkoServiceError) -> URLRequest {
        try validate()
        let url = try url(relativeTo: baseURL)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        request.httpShouldHandleCookies = false
        request.setValue(accept, forHTTPHeaderField: "Accept")
        if let body = try requestBody() {
            request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
            request.httpBody = body.data
        }
        if let sessionID {
            request.setValue(sessionID, forHTTPHeaderField: Self.sessionHeader)
        }
        return request
    }

    /// The absolute URL: base URL, relative path and the form-encoded query.
    public func url(relativeTo baseURL: URL) throws(IvkoServiceError) -> URL {
        guard let scheme = baseURL.scheme?.lowercased(), ["http", "https"].contains(scheme), baseURL.host != nil else {
            throw IvkoServiceError.invalidRequest(reason: "the base URL must be an http(s) URL with a host")
        }
        var text = baseURL.absoluteString
        if !text.hasSuffix("/") { text += "/" }
        text += relativePath
        if !queryItems.isEmpty {
            text +=
                "?"
                + queryItems
                .map { PercentEncoding.formComponent($0.name) + "=" + PercentEncoding.formComponent($0.value ?? "") }
                .joined(separator: "&")
        }
        guard let url = URL(string: text) else {
            throw IvkoServiceError.invalidRequest(reason: "cannot build a URL for \(self)")
        }
        return url
    }

    private func validate() throws(IvkoServiceError) {
        switch self {
        case .products(let page, let size):
            guard page >= 1, size >= 1 else {
                throw IvkoServiceError.invalidRequest(reason: "page and size start at 1 (got page \(page), size \(size))")
            }
        case .asset(let path):
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.isEmpty, !path.hasPrefix("/"), !segments.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
                throw IvkoServiceError.invalidRequest(reason: "an asset path must be relative to assets/ without empty, . or .. segments")
            }
        default:
            break
        }
    }
}
