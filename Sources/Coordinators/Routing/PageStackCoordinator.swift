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
@MainActor
open class PageStackCoordinator<P: Page>: NavigationCoordinator, PageShowing {
    /// A screen this stack showed for a page. The screen is held weakly: the navigation stack owns it.
    private struct PagedScreen {
        weak var controller: ViewController?
        let page: P
    }

    /// The page shown at the bottom of the stack when the coordinator starts.
    public let rootPage: P
    /// Where a page whose screen could not be made at start is reported.
    public var logger = Logger(label: "layers.coordinators")
    private var pagedScreens: [PagedScreen] = []
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

    /// Shows `rootPage` (unless screens were set before start) and starts reporting stack changes.
    open override func start() {
        super.start()
        stackObservers.append { [weak self] in self?.stackDidSettle() }
        guard viewControllers.isEmpty else { return }
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
        if case .failure(let error) = show(screen, animated: true) {
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
    }

    private func forgetScreensThatLeft() {
        pagedScreens.removeAll { entry in
            guard let controller = entry.controller else { return true }
            return !viewControllers.contains { $0 === controller }
        }
    }
}
