extension AnyCoordinator {
    /// The first child of type `C` that satisfies `predicate` (all of that type when omitted).
    public func child<C: AnyCoordinator>(
        ofType type: C.Type = C.self, matching predicate: (C) -> Bool = { _ in true }
    ) -> C? {
        for child in children {
            if let typed = child as? C, predicate(typed) { return typed }
        }
        return nil
    }

    /// The first child with `identifier`.
    public func child(withIdentifier identifier: String) -> AnyCoordinator? {
        children.first { $0.identifier == identifier }
    }

    /// Every child of type `C`, in start order.
    public func children<C: AnyCoordinator>(ofType type: C.Type) -> [C] {
        children.compactMap { $0 as? C }
    }

    /// This coordinator and every descendant, depth first.
    public var subtree: [AnyCoordinator] {
        [self] + children.flatMap(\.subtree)
    }
}
