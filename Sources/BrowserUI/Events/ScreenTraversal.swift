import Screens

/// Finding the controllers on screen through containers (navigation, tab, split, and custom ones
/// that show a child's view in their own), as TerminalUI finds what its keys act on.
@MainActor
enum ScreenTraversal {
    /// The deepest navigation controller on screen in `controller` whose back button shows.
    static func backNavigation(from controller: ViewController) -> NavigationController? {
        var found: NavigationController?
        var current: ViewController? = controller
        while let visible = current {
            if let navigation = visible as? NavigationController {
                if navigation.viewControllers.count > 1, navigation.navigationBar.backButtonTitle != nil { found = navigation }
                current = navigation.topViewController
            } else if let tabs = visible as? TabBarController {
                current = tabs.selectedViewController
            } else if let split = visible as? SplitViewController {
                current = split.isCollapsed ? split.primaryViewController : (split.secondaryViewController ?? split.primaryViewController)
            } else {
                current = shownChild(of: visible)
            }
        }
        return found
    }

    /// The child a custom container shows: the last child whose view is on screen in it.
    static func shownChild(of controller: ViewController) -> ViewController? {
        guard let root = controller.viewIfLoaded else { return nil }
        return controller.children.last { child in
            guard let view = child.viewIfLoaded, !view.isHidden else { return false }
            var ancestor = view.superview
            while let current = ancestor, current !== root { ancestor = current.superview }
            return ancestor === root
        }
    }
}
