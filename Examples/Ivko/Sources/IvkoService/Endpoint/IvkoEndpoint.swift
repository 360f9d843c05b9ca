public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Every endpoint of the Ivko backend, with the values each one needs.
///
/// An endpoint knows how it is called (method, path relative to the base URL, query, body and
/// headers), whether it needs a session and whether it is safe to send again;
/// `urlRequest(baseURL:sessionID:)` turns it into the exact `URLRequest`. It speaks strings and
/// numbers only: it knows nothing of the shop's model.
public enum IvkoEndpoint: Sendable, Hashable {
    /// `GET slides.json`: the home screen promotions (a top-level array).
    case slides
    /// `GET seasons.json`: seasons and their themes.
    case seasons
    /// `GET colors.json`: colour codes to names.
    case colors
    /// `GET stores.json`: the shop's physical stores.
    case stores
    /// `GET products.json?page=P&size=S`: one page of the product export; `page` starts at 1,
    /// `size` is capped at 1000 by the server.
    case products(page: Int, size: Int = 500)
    /// `GET products.json`: the whole export in one response (tens of MB for a full catalog).
    case productExport
    /// `GET details?style=CODE`: live price and stock of one style.
    case details(style: String)
    /// `GET assets/PATH`: an image or look-book, `path` relative to `assets/` (as the catalog sends it).
    case asset(path: String)
    /// `POST login` (form-encoded): opens a session.
    case login(username: String, password: String)
    /// `POST logout`: ends the session.
    case logout
    /// `GET customer`: the signed-in customer's profile.
    case customer
    /// `GET customer/balance`: loyalty points and store credit.
    case balance
    /// `GET customer/addresses`: shipping addresses.
    case addresses
    /// `GET cart`: the session's server-side cart.
    case cart
    /// `POST cart/lines` (JSON): adds a line; answers the whole cart.
    case addCartLine(style: String, color: String, size: String, qty: Int)
    /// `DELETE cart/lines/LINEID`: removes a line; answers the whole cart.
    case deleteCartLine(lineId: String)
    /// `POST orders` (JSON): places an order. Reuse `clientRef` (a UUID string) when sending the
    /// same order again: the server then answers the same order instead of making a second one.
    case placeOrder(clientRef: String, addressId: String, lines: [IvkoOrderLine])
    /// `GET orders`: the customer's order history.
    case orders
}

extension IvkoEndpoint: CustomStringConvertible, CustomDebugStringConvertible {
    /// The method and path, e.g. `POST login`: never a password, so safe to log.
    public var description: String {
        "\(method) \(relativePath)"
    }

    /// The same as `description`, so that `String(reflecting:)` does not show a password either.
    public var debugDescription: String { description }
}

// MARK: - The route: method, path, parameters

extension IvkoEndpoint {
    /// The HTTP method: `GET`, `POST` or `DELETE`.
    public var method: String {
        switch self {
        case .login, .logout, .addCartLine, .placeOrder: "POST"
        case .deleteCartLine: "DELETE"
        case .slides, .seasons, .colors, .stores, .products, .productExport, .details, .asset,
            .customer, .balance, .addresses, .cart, .orders:
            "GET"
        }
    }

    /// The path relative to the base URL, percent-encoded, without the query
    /// (e.g. `customer/balance`, `cart/lines/17`, `assets/img/promo/W26KD0112_p.jpg`).
    public var relativePath: String {
        switch self {
        case .slides: "slides.json"
        case .seasons: "seasons.json"
        case .colors: "colors.json"
        case .stores: "stores.json"
        case .products, .productExport: "products.json"
        case .details: "details"
        case .asset(let path): "assets/" + PercentEncoding.path(path)
        case .login: "login"
        case .logout: "logout"
        case .customer: "customer"
        case .balance: "customer/balance"
        case .addresses: "customer/addresses"
        case .cart: "cart"
        case .addCartLine: "cart/lines"
        case .deleteCartLine(let lineId): "cart/lines/" + PercentEncoding.segment(lineId)
        case .placeOrder, .orders: "orders"
        }
    }

    /// The query parameters, in order; empty for most endpoints.
    public var queryItems: [URLQueryItem] {
        switch self {
        case .products(let page, let size):
            [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "size", value: String(size))]
        case .details(let style):
            [URLQueryItem(name: "style", value: style)]
        default:
            []
        }
    }

    /// True for the account, cart and order calls, which need `X-Session`.
    public var requiresSession: Bool {
        switch self {
        case .customer, .balance, .addresses, .cart, .addCartLine, .deleteCartLine, .placeOrder, .orders: true
        case .slides, .seasons, .colors, .stores, .products, .productExport, .details, .asset, .login, .logout: false
        }
    }

    /// True for the calls the contract calls safe to send again after a failure: every GET, and
    /// `POST orders`, whose `clientRef` makes a repeat answer the same order. Nothing else is
    /// ever retried automatically.
    public var isSafeToRetry: Bool {
        if case .placeOrder = self { return true }
        return method == "GET"
    }

    /// What the endpoint answers: `application/json`, or any type for assets.
    public var accept: String {
        if case .asset = self { return "*/*" }
        return "application/json"
    }

    /// Seconds the whole exchange may take: long for the full export and assets, short otherwise.
    public var timeout: TimeInterval {
        switch self {
        case .productExport, .asset: 300
        default: 30
        }
    }
}

// MARK: - The request

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
        if let (contentType, body) = try body() {
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            request.httpBody = body
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

    /// The body the endpoint sends and its content type: the sign-in's form, the cart line's and the
    /// order's JSON; `nil` for the others, whose parameters (if any) travel in the query.
    private func body() throws(IvkoServiceError) -> (contentType: String, data: Data)? {
        switch self {
        case .login(let username, let password):
            // `application/x-www-form-urlencoded`: each part percent-encoded (space as `+`, all but
            // letters, digits and `*-._` escaped), so a password with `&`, `=`, `+` or `%` arrives as typed.
            let form = [("username", username), ("password", password)]
                .map { PercentEncoding.formComponent($0) + "=" + PercentEncoding.formComponent($1) }
                .joined(separator: "&")
            return ("application/x-www-form-urlencoded; charset=utf-8", Data(form.utf8))
        case .addCartLine(let style, let color, let size, let qty):
            return ("application/json; charset=utf-8", try Self.json(IvkoOrderLine(style: style, color: color, size: size, qty: qty)))
        case .placeOrder(let clientRef, let addressId, let lines):
            return ("application/json; charset=utf-8", try Self.json(OrderBody(clientRef: clientRef, addressId: addressId, lines: lines)))
        default:
            return nil
        }
    }

    /// `value` as JSON with sorted keys, so the same value always gives the same bytes.
    private static func json(_ value: some Encodable) throws(IvkoServiceError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw IvkoServiceError.invalidRequest(reason: "cannot encode the JSON body: \(error)")
        }
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

/// The JSON body of `POST orders`.
private struct OrderBody: Encodable {
    let clientRef: String
    let addressId: String
    let lines: [IvkoOrderLine]
}

// MARK: - The answer, read from a body

extension IvkoEndpoint {
    /// The JSON of a body this endpoint answered with HTTP 200, read exactly as `IvkoAPI.call`
    /// reads it: refused unparsed when over `responseLimits`, parsed, and a `{"result": "ERR"}`
    /// answer thrown as its typed business error. For answers that reach the app another way
    /// (recorded, cached or handed over as bytes).
    public func json(fromBody body: Data) throws(IvkoServiceError) -> JSONValue {
        try ResponseReading.json(fromBody: body, limits: responseLimits)
    }

    /// Like `json(fromBody:)`, the parsed body left unconverted, for an answer read once member by
    /// member (the product export; see `JSONTree`).
    public func tree(fromBody body: Data) throws(IvkoServiceError) -> JSONTree {
        try ResponseReading.tree(fromBody: body, limits: responseLimits)
    }
}
