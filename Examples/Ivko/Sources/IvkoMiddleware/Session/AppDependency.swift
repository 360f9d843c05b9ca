/// The shop's managers as one value handed down the coordinator tree (`setDependency`): the
/// app-wide ones (catalog, account, assets, and the owner of the data on this device), which the
/// application coordinator builds once for every scene, and — once a scene's session has opened the
/// signed-in customer's database — that customer's cart, orders and notifications (`addingUser`). The scene sets the
/// bigger value on its signed-in tree, so every coordinator below, including those started later,
/// reads the customer's managers from it. It holds no API wrapper and no networking.
public struct AppDependency: Sendable {
    /// The catalog.
    public let catalog: CatalogManager
    /// The account: signing in and out, the customer's profile.
    public let account: AccountManager
    /// Images and look-books on disk.
    public let assets: AssetManager
    /// The shop's data on this device: what opens, hands back and resets a customer's (through a
    /// scene's `ShoppingSession`).
    public let localData: LocalDataManager
    /// The signed-in customer's cart, on their database: there below the Database stage, `nil` above it.
    public let cart: CartManager?
    /// The signed-in customer's orders, on their database: there below the Database stage, `nil` above it.
    public let orders: OrderManager?
    /// The signed-in customer's notifications: there below the Database stage, `nil` above it.
    public let notifications: NotificationManager?

    /// The app-wide managers from their parts, with no customer's yet.
    init(catalog: CatalogManager, account: AccountManager, assets: AssetManager, localData: LocalDataManager) {
        self.init(catalog: catalog, account: account, assets: assets, localData: localData, user: nil)
    }

    private init(
        catalog: CatalogManager, account: AccountManager, assets: AssetManager, localData: LocalDataManager, user: CustomerManagers?
    ) {
        self.catalog = catalog
        self.account = account
        self.assets = assets
        self.localData = localData
        self.cart = user?.cart
        self.orders = user?.orders
        self.notifications = user?.notifications
    }

    /// This value grown by the signed-in customer's managers (`cart`, `orders`, `notifications`).
    func addingUser(_ user: CustomerManagers) -> AppDependency {
        AppDependency(catalog: catalog, account: account, assets: assets, localData: localData, user: user)
    }
}
