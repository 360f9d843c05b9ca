public import Coordinators
import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
public import Screens
import Logging

/// The signed-in shop: a tab bar with Catalog, Cart and Account. It keeps the Cart tab's badge
/// equal to the number of pieces in the cart, following the cart manager, so a change made from any
/// tab shows at once (the Catalog tab answers the screens that buy). Its managers, and its tabs',
/// come from the `AppDependency` the scene sets on it (the app-wide managers grown by the
/// customer's cart and orders). Its navigation is kept between runs by the `ShopNavigationKeeping`
/// it inherits, when the program gave one: it restores what an earlier run kept as it starts and
/// keeps every change. Beside the tabs it starts the
/// `NotificationCoordinator`, which shows the customer's notifications over them.
@MainActor
public final class MainCoordinator: PageTabBarCoordinator<ShopPage> {
    /// The signed-in customer.
    public let customer: Customer
    /// A link opened before sign-in, shown once the tabs are there.
    private var link: SceneNavigation<ShopPage>?
    private var badgeFollower: Task<Void, Never>?

    /// The main tab bar of the signed-in `customer`, showing `link` (opened before sign-in) when it starts.
    public init(customer: Customer, link: SceneNavigation<ShopPage>? = nil) {
        self.customer = customer
        self.link = link
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

    /// Shows the three tabs, Catalog selected (or the navigation an earlier run kept, then a link
    /// opened before sign-in), and starts following the cart's count and keeping the navigation.
    public override func start() {
        super.start()
        setStacks([
            CatalogCoordinator(), CartCoordinator(), AccountCoordinator(),
        ])
        if let keeper = dependency((any ShopNavigationKeeping).self) {
            if let saved = keeper.takeSavedNavigation() { restoreNavigation(from: saved) }
            onNavigationChange = { [weak keeper] navigation in keeper?.keep(navigation) }
        }
        if let link {
            self.link = nil
            do {
                try navigate(to: link)
            } catch {
                logger.warning("dropped a link opened before sign-in", metadata: ["error": "\(error)"])
            }
        }
        followBadge()
        startChild(NotificationCoordinator(over: rootViewController))
    }

    /// Stops following the cart and keeping the navigation: taking the tree down is not a change the
    /// user made, and must not overwrite what was kept.
    public override func willStop() {
        onNavigationChange = nil
        badgeFollower?.cancel()
        badgeFollower = nil
        super.willStop()
    }

    private func followBadge() {
        badgeFollower?.cancel()
        let counts: AsyncStream<Int>
        do {
            counts = try cartManager().itemCounts()
        } catch {
            logger.error("no cart to follow", metadata: ["error": "\(error)"])
            return
        }
        badgeFollower = Task { [weak self] in
            for await count in counts {
                guard !Task.isCancelled, let self else { return }
                self.cartTabItem?.setBadge(count: count)
            }
        }
    }
}
