/// Which backend response (or request body) a conversion was working on; named in errors and logs.
public enum ResponseKind: String, Hashable, Sendable, CaseIterable {
    /// `GET slides.json`.
    case slides = "slides.json"
    /// `GET seasons.json`.
    case seasons = "seasons.json"
    /// `GET colors.json`.
    case colors = "colors.json"
    /// `GET products.json`.
    case products = "products.json"
    /// `GET details?style=`.
    case details = "details"
    /// `GET customer`.
    case customer = "customer"
    /// `GET customer/balance`.
    case balance = "customer/balance"
    /// `GET customer/addresses`.
    case addresses = "customer/addresses"
    /// The whole cart, as `GET cart`, `POST cart/lines` and `DELETE cart/lines/ID` answer.
    case cart = "cart"
    /// The body of `POST cart/lines`.
    case addCartLine = "POST cart/lines"
    /// `GET orders`.
    case orders = "orders"
    /// `POST orders`: its body and its answer.
    case placeOrder = "POST orders"
}
