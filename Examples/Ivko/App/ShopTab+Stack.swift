import IvkoScreens

extension ShopTab {
    /// The tab's stack name, in deep links and saved navigation.
    var stackName: String {
        switch self {
        case .catalog: "catalog"
        case .cart: "cart"
        case .account: "account"
        }
    }
}
