public import Screens

/// The tabs of the shop's main screen, in order, with what their tab bar items say.
public enum ShopTab: Int, CaseIterable, Hashable, Sendable {
    /// Home, the product lists and product pages.
    case catalog
    /// The cart and checkout.
    case cart
    /// The profile, the order history, sign-out.
    case account

    /// The tab's title.
    public var title: String {
        switch self {
        case .catalog: "Catalog"
        case .cart: "Cart"
        case .account: "Account"
        }
    }

    /// The tab's stack name, in deep links and saved navigation.
    public var stackName: String {
        switch self {
        case .catalog: "catalog"
        case .cart: "cart"
        case .account: "account"
        }
    }

    /// Gives `item` (the tab's root controller's, usually a navigation controller's) this tab's title.
    @MainActor
    public func configure(_ item: TabBarItem) {
        item.title = title
    }
}
