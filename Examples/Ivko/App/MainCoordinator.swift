public import Coordinators
import IvkoMiddleware
import IvkoScreens
public import Screens

/// The signed-in shop: a tab bar with Catalog, Cart and Account. It keeps the Cart tab's badge
/// equal to the number of pieces in the cart, following the cart manager, so a change made from
/// any tab shows at once.
@MainActor
public final class MainCoordinator: PageTabBarCoordinator<ShopPage> {
    private let backstage: any ShopBackstage
    /// The signed-in shop the tabs work with.
    public let shop: SignedInShop
    private var badgeFollower: Task<Void, Never>?

    /// The main tab bar of the signed-in `shop`; failures are named by `backstage`.
    public init(shop: SignedInShop, backstage: any ShopBackstage) {
        self.shop = shop
        self.backstage = backstage
        super.init(identifier: "main")
    }

    /// The Catalog tab.
    public var catalog: CatalogCoordinator? { stacks.lazy.compactMap { $0 as? CatalogCoordinator }.first }
    /// The Cart tab.
    public var cart: CartCoordinator? { stacks.lazy.compactMap { $0 as? CartCoordinator }.first }
    /// The Account tab.
    public var account: AccountCoordinator? { stacks.lazy.compactMap { $0 as? AccountCoordinator }.first }

    /// The Cart tab's item, where the badge is.
    public var cartTabItem: TabBarItem? { cart?.navigationController.tabBarItem }

    /// Shows the three tabs, Catalog selected, and starts following the cart's count.
    public override func start() {
        super.start()
        setStacks([
            CatalogCoordinator(shop: shop, backstage: backstage), CartCoordinator(shop: shop, backstage: backstage),
            AccountCoordinator(shop: shop, backstage: backstage),
        ])
        followBadge()
    }

    /// Stops following the cart.
    public override func willStop() {
        badgeFollower?.cancel()
        badgeFollower = nil
        super.willStop()
    }

    private func followBadge() {
        badgeFollower?.cancel()
        let counts = shop.cart.itemCounts()
        badgeFollower = Task { [weak self] in
            for await count in counts {
                guard !Task.isCancelled, let self else { return }
                self.cartTabItem?.setBadge(count: count)
            }
        }
    }
}
