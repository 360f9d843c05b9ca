public import Coordinators

/// Every page of the shop, named once: routing (`Display`), deep links and restoration speak in
/// these. The associated values are each page's public parameters, plain text so a saved navigation
/// or a link never depends on a model type's encoding.
public enum ShopPage: Page {
    /// The catalog's home: promotions and categories.
    case home
    /// The products of the category named `name`.
    case category(name: String)
    /// Search through the whole catalog.
    case search
    /// The product with style code `style`.
    case product(style: String)
    /// The cart.
    case cart
    /// The account: profile, balance, addresses.
    case account
    /// The order history.
    case orders
    /// One order of the history, by its number.
    case order(number: String)
    /// The shop's physical stores ("Our stores").
    case stores

    /// The tab (stack) that owns this page.
    public var tab: ShopTab {
        switch self {
        case .home, .category, .search, .product: .catalog
        case .cart: .cart
        case .account, .orders, .order, .stores: .account
        }
    }
}
