/// The app-wide managers: those that need no signed-in user. The application coordinator builds
/// them once and hands them to every scene (`setDependency`), so a window opened later gets the same
/// catalog, account and asset cache. It holds no API wrapper and no networking. The signed-in
/// customer's cart and orders are `UserManagers`, opened per customer later.
public struct AppDependency: Sendable {
    /// The catalog.
    public let catalog: CatalogManager
    /// The account: signing in and out, the customer's profile.
    public let account: AccountManager
    /// Images and look-books on disk.
    public let assets: AssetManager

    /// The app-wide managers from their parts.
    public init(catalog: CatalogManager, account: AccountManager, assets: AssetManager) {
        self.catalog = catalog
        self.account = account
        self.assets = assets
    }
}
