public import Logging
public import Screens

/// The top of a scene's page routing with tabs: a tab bar coordinator with one `PageStackCoordinator`
/// per tab, which shows any page of the scene, applies deep links and saved navigation by changing
/// only what differs, and reports the scene's navigation after every change (`PageRouting`; a scene
/// with one stack has a `PageStackCoordinator` at its root instead, with the same links and
/// restoration).
///
/// - `Display`: a page the sender's own stack does not own comes here; the stack that owns it (the
///   selected one first) is selected and shows it, so from the cart tab, displaying a product
///   switches to the catalog tab and pushes the product there.
/// - `navigate(to:)`: a deep link or a restored state. Each named stack keeps the screens whose
///   pages are already in place and builds only the rest; unnamed stacks keep their screens. When the
///   scene cannot show it yet (`canNavigate(to:)`: loading, signed out) it waits, a newer one replacing
///   it, and is applied by `applyPendingNavigation()`, which runs once a dependency change has reached
///   the stacks.
/// - `navigation` and `onNavigationChange`: the scene's navigation as a `Codable` value, handed out on
///   every change (a push, the user's back tap, a tab tap); `restoreNavigation(from:)` (`PageRouting`)
///   applies a saved one, dropping with a warning a state that no longer decodes or names what no
///   longer exists.
///
/// Subclasses that override `selectionDidChange(to:)` or `canNavigate(to:)` call `super`.
@MainActor
open class PageTabBarCoordinator<P: Page>: TabBarCoordinator, PageRouting {
    private var queue = NavigationQueue<P>()
    private var changeBatchDepth = 0

    /// Where dropped navigations (a saved state that no longer fits, a queued link that failed) are
    /// reported as warnings; label `layers.coordinators`.
    public var logger = Logger(label: "layers.coordinators")
    /// Called with the scene's navigation after every change, once per change; the app stores it
    /// where it likes (`SceneNavigation.restorationData()` gives bytes).
    public var onNavigationChange: (@MainActor (SceneNavigation<P>) -> Void)?
    /// The navigation waiting until the scene can show it, if any.
    public var pendingNavigation: SceneNavigation<P>? { queue.pending }

    /// Creates the coordinator on `tabBarController` (a new one by default); call `setStacks(_:)`
    /// once started.
    public override init(tabBarController: TabBarController = TabBarController(), identifier: String? = nil) {
        super.init(tabBarController: tabBarController, identifier: identifier)
        handleDisplay()
    }

    /// The page stacks that are tabs, in tab order (a stack that stops leaves the list).
    public private(set) var stacks: [PageStackCoordinator<P>] = []

    /// The stack named `name`, if it is a tab.
    public func stack(named name: String) -> PageStackCoordinator<P>? {
        stacks.first { $0.identifier == name }
    }

    /// Makes `stacks` the tabs (starting them, so each shows its root page), selects the one at
    /// `selectedIndex`, and applies a waiting navigation if the scene can show it now.
    public func setStacks(_ stacks: [PageStackCoordinator<P>], selectedIndex: Int = 0) {
        batchingChanges {
            // Page stacks always have a root, which is all `setTabs` can fail on.
            try? setTabs(stacks, selectedIndex: selectedIndex)
            self.stacks = stacks
            for stack in stacks { stack.pagesDidChange = { [weak self] in self?.navigationMayHaveChanged() } }
        }
        applyPendingNavigation()
    }

    // MARK: Display

    /// Whether one of the stacks owns `page`.
    open func canShow(_ page: P) -> Bool {
        stacks.contains { $0.canShow(page) }
    }

    /// Selects the stack that owns `page` (the selected stack when it does) and shows it there.
    open func showPage(_ page: P) throws {
        let candidates = stacks
        let selected = candidates.first { $0 === selectedCoordinator && $0.canShow(page) }
        guard let stack = selected ?? candidates.first(where: { $0.canShow(page) }) else {
            throw NavigationError.pageNotOwned(page: String(describing: page), stack: identifier)
        }
        try batchingChanges {
            if stack !== selectedCoordinator { select(stack) }
            try stack.showPage(page)
        }
    }

    // MARK: Navigation as a value

    /// The scene's navigation now: every stack's pages in tab order, and the selected stack.
    public var navigation: SceneNavigation<P> {
        let current = stacks
        return SceneNavigation(
            paths: current.map { PagePath(stack: $0.identifier, pages: $0.pages) },
            selectedStack: current.first { $0 === selectedCoordinator }?.identifier
        )
    }

    /// Whether the scene can show `navigation` now. The default: started, ready (`isReady`) and with
    /// stacks. Override to hold back what needs more (pages that need a signed-in user) and call
    /// `applyPendingNavigation()` when that changes.
    open func canNavigate(to navigation: SceneNavigation<P>) -> Bool {
        isStarted && isReady && !stacks.isEmpty
    }

    /// Shows `target` by changing only what differs, or queues it until the scene can show it
    /// (replacing any navigation queued before; a navigation applied now drops the queued one).
    ///
    /// A stack the navigation names more than once is set by the last path that names it.
    ///
    /// Throws `NavigationError`, changing nothing, when a stack it names does not exist, a stack
    /// does not own one of its pages, or a screen cannot be made: every stack is checked and built
    /// before any changes, so the scene is never left half navigated.
    @discardableResult
    public func navigate(to target: SceneNavigation<P>) throws -> NavigationOutcome {
        guard queue.admit(target, canNavigate: canNavigate(to: target), logger: logger) else { return .queued }
        try apply(target)
        return .applied
    }

    /// Applies the queued navigation if the scene can show it now. A queued navigation that turns out
    /// not to fit (its stack or page is gone) is dropped with a warning. Runs after every dependency
    /// change (once the stacks have it too) and `setStacks(_:)`; call it when something else that
    /// `canNavigate(to:)` reads changed (the user signed in).
    public func applyPendingNavigation() {
        guard let pending = queue.pending, canNavigate(to: pending) else { return }
        queue.dropPending()
        do {
            try apply(pending)
        } catch {
            logger.warning("Dropped a queued navigation that cannot be shown", metadata: ["error": "\(error)"])
        }
    }

    // MARK: Hooks

    /// Reports the new selection with the navigation. Call `super` when overriding.
    open override func selectionDidChange(to coordinator: AnyCoordinator) {
        super.selectionDidChange(to: coordinator)
        navigationMayHaveChanged()
    }

    /// Applies a waiting navigation the new dependencies may allow, once the stacks have them too
    /// (their screens may be built from them).
    override func subtreeDidReceiveDependencies() {
        super.subtreeDidReceiveDependencies()
        applyPendingNavigation()
    }

    /// A stack that stopped (finished, or left the tabs) is no longer one of `stacks`.
    open override func childDidStop(_ child: AnyCoordinator) {
        stacks.removeAll { $0 === child }
        super.childDidStop(child)
    }

    // MARK: Applying

    private func apply(_ target: SceneNavigation<P>) throws {
        var plans: [(stack: PageStackCoordinator<P>, plan: PageStackCoordinator<P>.Plan)] = []
        for (index, path) in target.paths.enumerated() {
            // A stack named again later is set by its last path alone: every plan is made against the stack as it is.
            guard !target.paths[(index + 1)...].contains(where: { $0.stack == path.stack }) else { continue }
            guard let stack = stack(named: path.stack) else { throw NavigationError.unknownStack(path.stack) }
            plans.append((stack, try stack.plan(path.pages)))
        }
        var selection: PageStackCoordinator<P>?
        if let name = target.selectedStack {
            guard let stack = stack(named: name) else { throw NavigationError.unknownStack(name) }
            selection = stack
        }
        try batchingChanges {
            for (stack, plan) in plans { try stack.commit(plan) }
            if let selection, selection !== selectedCoordinator { select(selection) }
        }
    }

    /// Runs `body` with change reports held back, then reports once.
    private func batchingChanges<T>(_ body: () throws -> T) rethrows -> T {
        changeBatchDepth += 1
        defer {
            changeBatchDepth -= 1
            navigationMayHaveChanged()
        }
        return try body()
    }

    private func navigationMayHaveChanged() {
        guard changeBatchDepth == 0, let onNavigationChange else { return }
        let current = navigation
        if queue.isNews(current) { onNavigationChange(current) }
    }
}
