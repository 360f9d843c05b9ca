/// Invalidation of what a view controller's containers draw for it.
extension ViewController {
    /// Marks the bars that show this controller's title and items as needing display: the
    /// navigation bars and tab bars of this controller and of every container above it (a title
    /// shows in its own stack's bar, and a tab bar may name a tab after its stack's root).
    func barsNeedDisplay() {
        var current: ViewController? = self
        while let controller = current {
            if controller.isViewLoaded {
                if let navigation = controller as? NavigationController { navigation.navigationBar.setNeedsDisplay() }
                if let tabs = controller as? TabBarController { tabs.tabBar.setNeedsDisplay() }
            }
            current = controller.parent
        }
    }

    /// Marks the window this controller is shown in (its layers changed: a presentation or a
    /// dismissal), if it is in one.
    func windowNeedsDisplay() {
        viewIfLoaded?.window?.setNeedsDisplay()
    }
}
