/// The bar at the top of a navigation controller: the top controller's title, a back button
/// leading to the controller below, and the top item's bar buttons.
@MainActor
public final class NavigationBar: View {
    private weak var navigationController: NavigationController?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    /// The navigation item of the top controller.
    public var topItem: NavigationItem? { navigationController?.topViewController?.navigationItem }

    /// The navigation item of the controller below the top one, which the back button leads to.
    public var backItem: NavigationItem? {
        guard let stack = navigationController?.viewControllers, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
    }

    /// The title shown: the top item's title, else the top controller's title.
    public var title: String? {
        guard let top = navigationController?.topViewController else { return nil }
        return top.navigationItem.title ?? top.title
    }

    /// The back button's title, or `nil` when no back button is shown. It is the back item's
    /// `backButtonTitle`, else the controller's title, else "Back".
    public var backButtonTitle: String? {
        guard let stack = navigationController?.viewControllers, stack.count > 1,
            let top = stack.last, !top.navigationItem.hidesBackButton
        else { return nil }
        let below = stack[stack.count - 2]
        return below.navigationItem.backButtonTitle ?? below.navigationItem.title ?? below.title ?? "Back"
    }

    /// Simulates the user tapping the back button (see `NavigationController.userTappedBack()`).
    @discardableResult
    public func tapBack() -> ViewController? {
        navigationController?.userTappedBack()
    }

    /// The bar as a renderer sees it: the title, and the back button title as detail.
    public override var renderContent: RenderContent {
        RenderContent(kind: .navigationBar, text: title, detail: backButtonTitle, isFocusable: backButtonTitle != nil)
    }
}
