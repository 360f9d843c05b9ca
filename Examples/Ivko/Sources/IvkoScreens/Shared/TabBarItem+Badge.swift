public import Screens

extension TabBarItem {
    /// Shows `count` as the tab's badge (the cart's item count): none for zero or less, `99+` above
    /// 99, so a badge never grows wider than a tab; the tab's name says it in words ("Cart, 1 item").
    /// The coordinator that knows the count calls it.
    public func setBadge(count: Int) {
        accessibilityLabel = count > 0 ? "\(title ?? "Cart"), \(count) \(count == 1 ? "item" : "items")" : nil
        badgeValue =
            switch count {
            case ...0: nil
            case 1...99: String(count)
            default: "99+"
            }
    }
}
