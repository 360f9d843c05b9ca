/// The managers the UI may use, passed to every coordinator. It holds no API wrapper and no
/// networking. It is built in two stages: `catalog`, `account` and `assets` need no per-user
/// database and exist from launch; `cart` and `orders` arrive when the signed-in user's database
/// is open (see `AppDependencyBuilder`).
public struct AppDependency: Sendable {
    /// The catalog.
    public let catalog: CatalogManager
    /// The signed-in customer.
    public let account: AccountManager
    /// Images and look-books on disk.
    public let assets: AssetManager
    /// The cart, once the user's database is open.
    public let cart: CartManager?
    /// Orders, once the user's database is open.
    public let orders: OrderManager?

    /// The first stage: no user database yet.
    public init(catalog: CatalogManager, account: AccountManager, assets: AssetManager) {
        self.init(catalog: catalog, account: account, assets: assets, cart: nil, orders: nil)
    }

    /// A dependency from all its parts.
    public init(catalog: CatalogManager, account: AccountManager, assets: AssetManager, cart: CartManager?, orders: OrderManager?) {
        self.catalog = catalog
        self.account = account
        self.assets = assets
        self.cart = cart
        self.orders = orders
    }

    /// Whether the user stage is there (cart and orders usable).
    public var hasUserManagers: Bool { cart != nil && orders != nil }

    /// This dependency with the user's cart and orders (the second stage).
    public func adding(cart: CartManager, orders: OrderManager) -> AppDependency {
        AppDependency(catalog: catalog, account: account, assets: assets, cart: cart, orders: orders)
    }

    /// This dependency without the user's managers (after sign-out).
    public func removingUserManagers() -> AppDependency {
        AppDependency(catalog: catalog, account: account, assets: assets)
    }
}
