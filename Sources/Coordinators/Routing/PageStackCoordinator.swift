public import Logging
public import Screens

/// A navigation coordinator whose screens are pages: it owns some of the app's pages, makes a
/// screen for each (`viewController(for:)`), and remembers which page every screen it shows is, so
/// its stack can be read as pages (`pages`) and set as pages (`setPages(_:)`) changing only what
/// differs.
///
/// An app subclasses it once per stack (a tab), saying which pages the stack owns and how each is
/// built:
///
/// ```swift
/// final class CatalogStack: PageStackCoordinator<ShopPage> {
///     override func canShow(_ page: ShopPage) -> Bool {
///         switch page { case .home, .category, .product: true; default: false }
///     }
///     override func viewController(for page: ShopPage) throws -> ViewController { ... }
/// }
/// ```
///
/// It answers `Display` for its own pages: a page already in the stack is popped back to, any other
/// is pushed. Pages it does not own go on up the chain (to the tab bar coordinator, which finds the
/// stack that owns them).
///
/// At a scene's root (an app with one stack) it routes the whole scene (`PageRouting`): deep links
/// (`open(pageLink:format:)`), `navigate(to:)` with its queue while the scene cannot show a page
/// (`canNavigate(to:)`: by default, until it is started and ready), `navigation` with
/// `onNavigationChange`, and `restoreNavigation(from:)`. The scene's navigation then names this
/// stack alone. In a `PageTabBarCoordinator`, the tab bar coordinator routes the scene instead.
@MainActor
open class PageStackCoordinator<P: Page>: NavigationCoordinator, PageRouting {
    /// A screen this stack showed for a page. The screen is held weakly: the navigation stack owns it.
    private struct PagedScreen {
        weak var controller: ViewController?
        let page: P
    }

    /// The page shown at the bottom of the stack when the coordinator starts.
    public let rootPage: P
    /// Where a page whose screen could not be made at start, and a dropped navigation, are
    /// reported; label `layers.coordinators`.
    public var logger = Logger(label: "layers.coordinators")
    /// Called with the scene's navigation (this stack's pages) after every change, once per change,
    /// when this stack is a scene's root; the app stores it where it likes
    /// (`SceneNavigation.restorationData()` gives bytes).
    public var onNavigationChange: (@MainActor (SceneNavigation<P>) -> Void)?
    private var pagedScreens: [PagedScreen] = []
    private var queue = NavigationQueue<P>()
    /// Told after every settled change of this stack (set by the tab bar coordinator).
    var pagesDidChange: (() -> Void)?

    /// Creates a stack that shows `rootPage` when it starts; `identifier` is the stack's name in
    /// deep links and saved navigation (a tab's name, e.g. `catalog`).
    public init(rootPage: P, navigationController: NavigationController = NavigationController(), identifier: String) {
        self.rootPage = rootPage
        super.init(navigationController: navigationController, identifier: identifier)
        handleDisplay()
    }

    /// Whether this stack owns `page`. The default owns only `rootPage`; override to say which pages
    /// the stack shows.
    open func canShow(_ page: P) -> Bool {
        page == rootPage
    }

    /// The screen for `page`, made new on every call; throw when it cannot be made (the product is
    /// gone). The default throws `NavigationError.screenUnavailable`: override it.
    open func viewController(for page: P) throws -> ViewController {
        throw NavigationError.screenUnavailable(
            page: String(describing: page), stack: identifier, reason: "viewController(for:) is not overridden"
        )
    }

    /// The pages of this coordinator's screens, bottom first (screens shown without a page are left out).
    public var pages: [P] {
        viewControllers.compactMap(page(of:))
    }

    /// The page `controller` was made for, if this stack made it for one.
    public func page(of controller: ViewController) -> P? {
        pagedScreens.first { $0.controller === controller }?.page
    }

    /// Shows `rootPage` (unless screens were set before start), starts reporting stack changes, and
    /// applies a navigation that waited for the start.
    open override func start() {
        super.start()
        stackObservers.append { [weak self] in self?.stackDidSettle() }
        if viewControllers.isEmpty {
            do {
                try setPages([rootPage])
            } catch {
                logger.error(
                    "A page stack could not show its root page",
                    metadata: [
                        "stack": "\(identifier)", "page": "\(rootPage)", "error": "\(error)",
                    ])
            }
        }
        applyPendingNavigation()
    }

    // MARK: Routing the scene (at a scene's root)

    /// The scene's navigation when this stack is its root: this stack's pages, the stack selected.
    public var navigation: SceneNavigation<P> {
        SceneNavigation(paths: [PagePath(stack: identifier, pages: pages)], selectedStack: identifier)
    }

    /// The navigation waiting until this stack can show it, if any.
    public var pendingNavigation: SceneNavigation<P>? { queue.pending }

    /// Whether the stack can show `navigation` now. The default: started and ready (`isReady`).
    /// Override to hold back what needs more (a page that needs a signed-in user), call `super`, and
    /// call `applyPendingNavigation()` when that changes.
    open func canNavigate(to navigation: SceneNavigation<P>) -> Bool {
        isStarted && isReady
    }

    /// Shows `target`, whose paths may name only this stack (the last path naming it sets it), by
    /// changing only what differs; or queues it until the stack can show it (replacing any navigation
    /// queued before). Throws `NavigationError`, changing nothing, when it names another stack, or a
    /// page this stack does not own or cannot make a screen for.
    @discardableResult
    public func navigate(to target: SceneNavigation<P>) throws -> NavigationOutcome {
        guard queue.admit(target, canNavigate: canNavigate(to: target), logger: logger) else { return .queued }
        try apply(target)
        return .applied
    }

    /// Applies the queued navigation if the stack can show it now; one that no longer fits is
    /// dropped with a warning. Runs on start and after every dependency change (once the stack's
    /// tree has it); call it when something else that `canNavigate(to:)` reads changed.
    public func applyPendingNavigation() {
        guard let pending = queue.pending, canNavigate(to: pending) else { return }
        queue.dropPending()
        do {
            try apply(pending)
        } catch {
            logger.warning("Dropped a queued navigation that cannot be shown", metadata: ["error": "\(error)"])
        }
    }

    /// Applies a waiting navigation the new dependencies may allow.
    override func subtreeDidReceiveDependencies() {
        super.subtreeDidReceiveDependencies()
        applyPendingNavigation()
    }

    private func apply(_ target: SceneNavigation<P>) throws {
        for path in target.paths where path.stack != identifier { throw NavigationError.unknownStack(path.stack) }
        if let selected = target.selectedStack, selected != identifier { throw NavigationError.unknownStack(selected) }
        guard let path = target.paths.last else { return }
        try setPages(path.pages)
    }

    /// Shows `page`: pops back to it when the stack already shows it (a child flow's screens above
    /// it go too, and the child finishes), pushes a new screen otherwise.
    /// Throws `NavigationError` when the stack does not own it or cannot make its screen, and the
    /// `ScreensError` of a push that failed.
    open func showPage(_ page: P) throws {
        if let existing = viewControllers.last(where: { self.page(of: $0) == page }) {
            if existing !== navigationController.topViewController { popTo(existing, animated: true) }
            return
        }
        guard canShow(page) else { throw NavigationError.pageNotOwned(page: String(describing: page), stack: identifier) }
        let screen = try makeScreen(for: page)
        pagedScreens.append(PagedScreen(controller: screen, page: page))
        do {
            try show(screen, animated: true)
        } catch {
            pagedScreens.removeAll { $0.controller === screen }
            throw error
        }
    }

    /// Makes this stack show `pages`, bottom first, keeping every screen whose page is already at
    /// its place (the same instances) and building only the rest: on `[home, category 3]`, setting
    /// `[home, category 3, product 7]` pushes one screen; a child flow's screens above them go (the
    /// child finishes). An empty list changes nothing. Throws, changing
    /// nothing, when a page is not this stack's, its screen cannot be made, or the user is midway
    /// through an interactive pop.
    public func setPages(_ pages: [P]) throws {
        try commit(plan(pages))
    }

    // MARK: Planning and committing (the tab bar coordinator plans every stack before it commits any)

    /// What setting a stack's pages will do: which screens stay, and the new screens on top of them.
    struct Plan {
        let kept: [ViewController]
        let added: [(controller: ViewController, page: P)]
        let changes: Bool
    }

    /// Checks `pages` and makes the screens they need, without changing the stack.
    func plan(_ pages: [P]) throws -> Plan {
        guard !pages.isEmpty else { return Plan(kept: viewControllers, added: [], changes: false) }
        for page in pages where !canShow(page) {
            throw NavigationError.pageNotOwned(page: String(describing: page), stack: identifier)
        }
        let current = viewControllers
        var keptCount = 0
        while keptCount < min(current.count, pages.count), page(of: current[keptCount]) == pages[keptCount] {
            keptCount += 1
        }
        // Unchanged only when no child flow's screens sit above this stack's own (those go).
        if keptCount == current.count, keptCount == pages.count, navigationController.topViewController === current.last {
            return Plan(kept: current, added: [], changes: false)
        }
        // Checked here, so a scene navigation fails before any of its stacks changes.
        guard navigationController.interactivePopTransition == nil else { throw NavigationError.stackBusy(identifier) }
        var added: [(controller: ViewController, page: P)] = []
        for page in pages[keptCount...] {
            added.append((try makeScreen(for: page), page))
        }
        return Plan(kept: Array(current[..<keptCount]), added: added, changes: true)
    }

    /// Puts a plan's screens in place of this coordinator's part of the stack.
    func commit(_ plan: Plan) throws {
        guard plan.changes else { return }
        for (controller, page) in plan.added { pagedScreens.append(PagedScreen(controller: controller, page: page)) }
        let screens = plan.kept + plan.added.map(\.controller)
        if case .failure(let error) = replaceOwnScreens(with: screens, animated: false) {
            pagedScreens.removeAll { entry in plan.added.contains { $0.controller === entry.controller } }
            throw error
        }
        forgetScreensThatLeft()
    }

    private func makeScreen(for page: P) throws -> ViewController {
        do {
            return try viewController(for: page)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw NavigationError.screenUnavailable(page: String(describing: page), stack: identifier, reason: "\(error)")
        }
    }

    /// Called after every settled change of the stack (a push, the user's back, pages set), once
    /// `pages` is up to date: override to follow the pages elsewhere (a sidebar marking the one
    /// shown). The default does nothing.
    open func pagesDidSettle() {}

    private func stackDidSettle() {
        forgetScreensThatLeft()
        pagesDidSettle()
        pagesDidChange?()
        if let onNavigationChange {
            let current = navigation
            if queue.isNews(current) { onNavigationChange(current) }
        }
    }

    private func forgetScreensThatLeft() {
        pagedScreens.removeAll { entry in
            guard let controller = entry.controller else { return true }
            return !viewControllers.contains { $0 === controller }
        }
    }
}
