/// Which backend response a conversion was working on; named in errors and logs.
public enum ResponseKind: String, Hashable, Sendable, CaseIterable {
    /// `GET slides.json`.
    case slides = "slides.json"
    /// `GET seasons.json`.
    case seasons = "seasons.json"
    /// `GET colors.json`.
    case colors = "colors.json"
    /// `GET stores.json`.
    case stores = "stores.json"
    /// `GET products.json?page=&size=`: one page of the product export.
    case products = "products.json"
    /// `GET products.json` without paging: the whole product export in one answer.
    case productExport = "products.json (whole export)"
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
    /// An event's data on the push service's stream (`GET push/events`).
    case pushEvent = "push/events"
}
