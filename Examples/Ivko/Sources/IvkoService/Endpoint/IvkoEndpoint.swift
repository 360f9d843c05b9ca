/// Every endpoint of the Ivko backend, with the values each one needs.
///
/// An endpoint knows how it is called (method, path relative to the base URL, parameters and
/// their encoding, headers), whether it needs a session and whether it is safe to send again;
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
