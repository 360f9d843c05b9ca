public import IvkoMiddleware
public import IvkoModel

/// Everything the signed-in shop works with: the app-wide managers, the customer's own cart and
/// orders, and who the customer is. The scene's coordinator makes it once the customer's database is
/// open and hands it to the main tree, whose coordinators take it in their initialisers: a
/// coordinator that exists has its managers, so none asks whether a user is signed in.
public struct SignedInShop: Sendable {
    /// The app-wide managers (catalog, account, assets), shared by every scene.
    public let app: AppDependency
    /// The customer's cart and orders, on their database.
    public let user: UserManagers
    /// The signed-in customer.
    public let customer: Customer

    /// The signed-in shop from its parts.
    public init(app: AppDependency, user: UserManagers, customer: Customer) {
        self.app = app
        self.user = user
        self.customer = customer
    }

    /// The catalog.
    public var catalog: CatalogManager { app.catalog }
    /// The account.
    public var account: AccountManager { app.account }
    /// Images and look-books on disk.
    public var assets: AssetManager { app.assets }
    /// The customer's cart.
    public var cart: CartManager { user.cart }
    /// The customer's orders.
    public var orders: OrderManager { user.orders }
}
