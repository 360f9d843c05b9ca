import Coordinators
import IvkoApp
import IvkoScreens
import Screens

/// The shop's tab bar as restoration sees it: the three stacks, named as in saved navigation, each
/// owning the pages of its tab and making a plain screen for each. Like a product that is gone, a
/// page whose parameter is empty has no screen (`viewController(for:)` throws).
@MainActor
final class FuzzShopTabs: PageTabBarCoordinator<ShopPage> {
    override func start() {
        super.start()
        setStacks([
            FuzzShopStack(rootPage: .home, stackName: "catalog"), FuzzShopStack(rootPage: .cart, stackName: "cart"),
            FuzzShopStack(rootPage: .account, stackName: "account"),
        ])
    }
}

/// One of `FuzzShopTabs`' stacks: owns the pages of its root page's tab.
@MainActor
final class FuzzShopStack: PageStackCoordinator<ShopPage> {
    /// The error of a screen that cannot be made.
    struct ScreenGone: Error {}

    init(rootPage: ShopPage, stackName: String) {
        super.init(rootPage: rootPage, identifier: stackName)
    }

    override func canShow(_ page: ShopPage) -> Bool {
        page.tab == rootPage.tab
    }

    override func viewController(for page: ShopPage) throws -> ViewController {
        switch page {
        case .category(name: ""), .product(style: ""), .order(number: ""): throw ScreenGone()
        default: return ViewController()
        }
    }
}
