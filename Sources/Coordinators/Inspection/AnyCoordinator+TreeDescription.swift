extension AnyCoordinator {
    /// A text dump of this coordinator and everything below it, for logs and a live inspector:
    /// one line per coordinator with its state, root, view controllers and handled messages.
    ///
    /// ```
    /// AppCoordinator started
    ///   CatalogCoordinator(catalog) started root=NavigationController screens=[ProductsViewController] handles=[ShowProduct]
    ///     CartCoordinator(cart) waiting(2 queued) ...
    /// ```
    public func treeDescription() -> String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + summary] + children.flatMap { $0.lines(depth: depth + 1) }
    }

    private var summary: String {
        var parts = [ResponderName(self).description]
        let queued = messageHandlers.queuedMessageCount
        parts.append(isStarted ? (isReady ? "started" : "waiting(\(queued) queued)") : "stopped")
        if let root = anyRootViewController {
            parts.append("root=\(String(describing: type(of: root)))")
        }
        let screens = managedViewControllers.filter { $0 !== anyRootViewController }
        if !screens.isEmpty {
            parts.append("screens=[" + screens.map(\.inspectionName).joined(separator: ", ") + "]")
        }
        let handled = messageHandlers.handledMessageNames
        if !handled.isEmpty {
            parts.append("handles=[" + handled.joined(separator: ", ") + "]")
        }
        return parts.joined(separator: " ")
    }
}
