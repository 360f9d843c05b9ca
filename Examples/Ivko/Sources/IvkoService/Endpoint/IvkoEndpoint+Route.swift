public import Foundation

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

    /// How the parameters travel: in the query, as a form body, as a JSON body, or not at all.
    public var parameterEncoding: IvkoParameterEncoding {
        switch self {
        case .products, .details: .query
        case .login: .form
        case .addCartLine, .placeOrder: .json
        case .slides, .seasons, .colors, .stores, .productExport, .asset, .logout, .customer, .balance, .addresses,
            .cart, .deleteCartLine, .orders:
            .none
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
