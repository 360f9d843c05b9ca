/// Which backend response a conversion was working on; named in errors and logs.
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
    /// `GET orders`.
    case orders = "orders"
    /// The answer of `POST orders`.
    case placeOrder = "POST orders"
}
