public import Screens

extension NavigationCoordinator {
    /// Brings every coordinator sharing this navigation controller in line with its stack after
    /// `shown` came on top: each drops the screens no longer in the stack, deepest coordinator first,
    /// and one whose screens are all gone (popped into its parent's) finishes.
    ///
    /// Called on every `didShow`; safe to call at any time (it changes nothing when in line).
    public func handlePopBack(to shown: ViewController?) {
        reconcileGroup()
    }

    /// Whether the parent (or an ancestor) shows its screens on the same navigation controller.
    public var isSharingParentNavigation: Bool {
        sharingAncestor(startedOnly: false) != nil
    }

    func reconcileGroup() {
        let groupRoot = Self.sharingGroupRoot(of: self)
        for member in Self.sharingGroup(of: groupRoot).reversed() where member.isStarted {
            member.dropScreensNotInStack()
        }
    }

    /// Drops this coordinator's screens that left the stack; finishes it if that was all of them
    /// and the stack still shows someone else's.
    func dropScreensNotInStack() {
        let stack = navigationController.viewControllers
        let kept = viewControllers.filter { controller in stack.contains { $0 === controller } }
        guard kept.count != viewControllers.count else { return }
        for gone in viewControllers where !kept.contains(where: { $0 === gone }) {
            if gone.owningResponder === self { gone.owningResponder = nil }
        }
        viewControllers = kept
        if kept.isEmpty, !stack.isEmpty { finish() }
    }

    func removeOwnScreensFromSharedStack() {
        guard isSharingParentNavigation else { return }
        let stack = navigationController.viewControllers
        guard let firstOwn = stack.firstIndex(where: { controller in viewControllers.contains { $0 === controller } }),
              firstOwn > 0 else { return }
        navigationController.setViewControllers(Array(stack[..<firstOwn]), animated: false)
    }

    /// The nearest ancestor navigation coordinator on the same navigation controller.
    func sharingAncestor(startedOnly: Bool) -> NavigationCoordinator? {
        var current = parent
        while let ancestor = current {
            if let navigation = ancestor as? NavigationCoordinator,
               navigation.navigationController === navigationController,
               !startedOnly || navigation.isStarted {
                return navigation
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The top-most navigation coordinator sharing `member`'s navigation controller.
    static func sharingGroupRoot(of member: NavigationCoordinator) -> NavigationCoordinator {
        var root = member
        while let ancestor = root.sharingAncestor(startedOnly: false) { root = ancestor }
        return root
    }

    /// `root` and every navigation coordinator below it on the same navigation controller, depth
    /// first in start order.
    static func sharingGroup(of root: NavigationCoordinator) -> [NavigationCoordinator] {
        root.subtree.compactMap { node in
            guard let navigation = node as? NavigationCoordinator,
                  navigation.navigationController === root.navigationController else { return nil }
            return navigation
        }
    }
}
