/// What is on screen inside a controller, through its containers: where a renderer's keys or a
/// browser's events act (TerminalUI and BrowserUI both ask this, so they find the same controllers).
extension ViewController {
    /// The deepest navigation controller on screen in this controller (through navigation, tab,
    /// split and custom containers) whose back button shows: the one a user's Back pops.
    public var onScreenBackNavigation: NavigationController? {
        var found: NavigationController?
        var current: ViewController? = self
        while let visible = current {
            if let navigation = visible as? NavigationController {
                if navigation.viewControllers.count > 1, navigation.navigationBar.backButtonTitle != nil { found = navigation }
                current = navigation.topViewController
            } else if let tabs = visible as? TabBarController {
                current = tabs.selectedViewController
            } else if let split = visible as? SplitViewController {
                current = split.contentColumn
            } else {
                current = visible.shownChild
            }
        }
        return found
    }

    /// The child this controller shows when it is a custom container (one that adds a child's view
    /// to its own, as a stage showing loading, sign-in or a tab bar does): the last child whose view
    /// is on screen in this controller's view.
    public var shownChild: ViewController? {
        guard let root = viewIfLoaded else { return nil }
        return children.last { child in
            guard let view = child.viewIfLoaded, !view.isHidden else { return false }
            var ancestor = view.superview
            while let current = ancestor, current !== root { ancestor = current.superview }
            return ancestor === root
        }
    }
}
