extension AnyCoordinator {
    /// This coordinator and everything below it as text for a log or a test, one line per
    /// coordinator, indented two spaces per level: its state, root, screens, presented and visible
    /// controllers, handled and queued messages (its `CoordinatorSnapshot` rendered; an `Inspector`
    /// adds the latest messages).
    ///
    /// ```
    /// AppCoordinator started
    ///   CatalogCoordinator(catalog) started root=NavigationController screens=[ProductsViewController] visible=ProductsViewController handles=[ShowProduct]
    ///     CartCoordinator(cart) waiting modal queued=[AddToCart, AddToCart] root=NavigationController ...
    /// ```
    public func treeDescription() -> String {
        CoordinatorSnapshot(self).text
    }
}
