/// Collapsing to one column and expanding back to two (a size-class change on a device).
extension SplitViewController {
    /// Collapses to one column. To the primary (the default `collapsedColumn`): the secondary is
    /// merged onto the primary navigation controller (its stack pushed), unless the delegate merges
    /// it itself; with a primary that is not a navigation controller, the secondary is kept aside
    /// until `expand()`. To the secondary: the primary leaves the screen and nothing moves.
    public func collapse() {
        guard !isCollapsed else { return }
        isCollapsed = true
        if collapsedColumn == .secondary {
            setPrimaryShown(false)
            return
        }
        guard let secondary = secondaryViewController else { return }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primaryViewController) ?? false
        replaceSecondary(with: nil, animated: false)
        if handled { return }
        guard let navigation = primaryViewController as? NavigationController else {
            stashedSecondary = secondary
            return
        }
        detailBaseCount = navigation.viewControllers.count
        pushDetail(secondary, onto: navigation, animated: false)
    }

    /// Expands to two columns. Collapsed to the secondary: the primary comes back beside it.
    /// Otherwise the secondary is what the delegate returns, else the details that
    /// were pushed onto the primary navigation controller since collapsing (in the navigation
    /// controller they came in, or a new one when there are several), else the secondary kept aside.
    public func expand() {
        guard isCollapsed else { return }
        isCollapsed = false
        if collapsedColumn == .secondary {
            setPrimaryShown(true)
            return
        }
        defer {
            detailBaseCount = nil
            stashedSecondary = nil
        }
        if let separated = delegate?.splitViewController(self, separateSecondaryFrom: primaryViewController) {
            replaceSecondary(with: separated, animated: false)
            return
        }
        guard let navigation = primaryViewController as? NavigationController, let base = detailBaseCount,
            navigation.viewControllers.count > base
        else {
            replaceSecondary(with: stashedSecondary, animated: false)
            return
        }
        let details = Array(navigation.viewControllers[base...])
        navigation.setViewControllers(Array(navigation.viewControllers[..<base]), animated: false)
        if let container = stashedSecondary as? NavigationController {
            container.setViewControllers(details, animated: false)
            replaceSecondary(with: container, animated: false)
        } else if details.count == 1 {
            replaceSecondary(with: details[0], animated: false)
        } else {
            let container = NavigationController()
            container.setViewControllers(details, animated: false)
            replaceSecondary(with: container, animated: false)
        }
    }
}

extension ViewController {
    /// The nearest split view controller up the parent chain.
    public var splitViewController: SplitViewController? {
        nearestAncestor(of: SplitViewController.self)
    }
}
