/// Child containment with UIKit's contract: `addChild` calls `willMove(toParent:)`, the caller adds
/// the child's view and then calls `didMove(toParent:)`; to remove, the caller calls
/// `willMove(toParent: nil)`, removes the view, then `removeFromParent` calls `didMove(toParent: nil)`.
extension ViewController {
    /// Adds `child` as a child of this controller, first removing it from any other parent.
    ///
    /// Fails, changing nothing, with `.wouldCreateCycle` for this controller or one of its
    /// ancestors and `.alreadyPresented` for a presented controller. Adding a child that is already
    /// a child of this controller does nothing.
    @discardableResult
    public func addChild(_ child: ViewController) -> Result<Void, ScreensError> {
        if child.parent === self { return .success(()) }
        if child === self || isDescendant(of: child) { return .failure(.wouldCreateCycle) }
        if child.presentingStorage != nil { return .failure(.alreadyPresented) }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        return .success(())
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. Does nothing,
    /// and returns `false`, when it has no parent.
    @discardableResult
    public func removeFromParent() -> Bool {
        guard let parent else { return false }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        return true
    }

    /// Whether this controller is `ancestor` or is contained (through parents and presenters) in it.
    public func isDescendant(of ancestor: ViewController) -> Bool {
        var current: ViewController? = self
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parent ?? controller.presentingStorage
        }
        return false
    }

    /// The nearest navigation controller up the parent chain (this controller excluded).
    public var navigationController: NavigationController? {
        nearestAncestor(of: NavigationController.self)
    }

    /// The transition in progress in the nearest container that is running one, if any, or the
    /// held swipe to dismiss the nearest presented controller up the chain (or the one it presents).
    public var transitionCoordinator: TransitionCoordinator? {
        var current: ViewController? = self
        while let controller = current {
            if let coordinator = controller.activeTransitionCoordinator { return coordinator }
            if let held = controller.heldInteractiveDismissal ?? controller.presentedStorage?.heldInteractiveDismissal {
                return held.transitionCoordinator
            }
            current = controller.parent
        }
        return nil
    }

    /// The top of this controller's parent chain (itself when it has no parent).
    var rootAncestor: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    func nearestAncestor<Container: ViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parent
        }
        return nil
    }
}
