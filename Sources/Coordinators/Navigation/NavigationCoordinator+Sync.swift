import Screens

extension NavigationCoordinator {
    /// Whether the parent (or an ancestor) shows its screens on the same navigation controller.
    public var isSharingParentNavigation: Bool {
        sharingAncestor(startedOnly: false) != nil
    }

    /// Brings every coordinator sharing this navigation controller in line with its stack, deepest
    /// coordinator first. Safe to call at any time: it changes nothing when all are in line.
    func reconcileGroup() {
        let groupRoot = Self.sharingGroupRoot(of: self)
        for member in Self.sharingGroup(of: groupRoot).reversed() where member.isStarted {
            member.syncScreensWithStack()
        }
    }

    /// Makes `viewControllers` the screens this coordinator showed that are still in the stack, in
    /// stack order; lets go of the screens that left. Finishes the coordinator if all of its screens
    /// left and the stack still shows someone else's.
    func syncScreensWithStack() {
        let stack = navigationController.viewControllers
        let kept = stack.filter { controller in viewControllers.contains { $0 === controller } }
        guard !kept.elementsEqual(viewControllers, by: ===) else { return }
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
            firstOwn > 0
        else { return }
        navigationController.setViewControllers(Array(stack[..<firstOwn]), animated: false)
    }

    /// The nearest ancestor navigation coordinator on the same navigation controller.
    func sharingAncestor(startedOnly: Bool) -> NavigationCoordinator? {
        var current = parent
        while let ancestor = current {
            if let navigation = ancestor as? NavigationCoordinator,
                navigation.navigationController === navigationController,
                !startedOnly || navigation.isStarted
            {
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
                navigation.navigationController === root.navigationController
            else { return nil }
            return navigation
        }
    }
}
