/// The bar of a tab bar controller: one item per tab, one of them selected.
@MainActor
public final class TabBar: View {
    private weak var tabBarController: TabBarController?

    init(tabBarController: TabBarController) {
        self.tabBarController = tabBarController
        super.init()
    }

    /// The titles of the tabs, in order: each item's title, else its controller's title, else "".
    public var titles: [String] {
        (tabBarController?.viewControllers ?? []).map { $0.tabBarItem.title ?? $0.title ?? "" }
    }

    /// The index of the selected tab.
    public var selectedIndex: Int? { tabBarController?.selectedIndex }

    /// Simulates the user tapping the tab at `index` (see `TabBarController.userSelectTab(at:)`).
    @discardableResult
    public func tap(at index: Int) -> Bool {
        tabBarController?.userSelectTab(at: index) ?? false
    }

    /// The bar as a renderer sees it: the selected title, and every title joined by " | ".
    public override var renderContent: RenderContent {
        let titles = titles
        let selected = selectedIndex.flatMap { titles.indices.contains($0) ? titles[$0] : nil }
        return RenderContent(kind: .tabBar, text: selected, detail: titles.joined(separator: " | "), isFocusable: !titles.isEmpty)
    }
}
