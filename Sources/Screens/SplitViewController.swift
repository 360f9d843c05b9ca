/// A container with a primary (list) and a secondary (detail) controller side by side; when
/// collapsed (compact width), one column shows: by default the primary, with details pushed onto it.
///
/// In collapsed mode `showDetailViewController` pushes onto the primary navigation controller
/// (a navigation controller given as detail contributes its stack); `collapse()` moves the
/// secondary there the same way and `expand()` moves the pushed details back into a secondary.
/// With `collapsedColumn` set to `.secondary`, collapsing hides the primary instead and leaves the
/// secondary as it is (a sidebar beside a stack that holds everything).
///
/// It follows its window's horizontal size class: it collapses when the window becomes compact and
/// expands when it becomes regular, and on appearing it takes the class of the window it is in.
/// `collapse()` and `expand()` may still be called by hand; the next change of class wins.
@MainActor
open class SplitViewController: ViewController {
    /// One of the two columns.
    public enum Column: Sendable, Equatable {
        /// The list column.
        case primary
        /// The detail column.
        case secondary
    }

    /// Customizes showing details, collapsing and expanding. Held weakly.
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// The primary (list) controller.
    public let primaryViewController: ViewController
    /// The secondary (detail) controller shown beside the primary; `nil` while collapsed.
    public internal(set) var secondaryViewController: ViewController?
    /// Whether only the primary is shown, with details pushed onto it.
    public internal(set) var isCollapsed = false
    /// The column that stays on screen when collapsed: the primary (details pushed onto it, the
    /// default) or the secondary (the primary hidden, nothing moved). Set it while expanded (before
    /// the split first collapses): the two ways of collapsing leave the columns differently.
    public var collapsedColumn: Column = .primary
    var detailBaseCount: Int?
    var stashedSecondary: ViewController?
    /// The size class the split last followed (`nil`: none yet).
    private var followedSizeClass: SizeClass?

    /// Creates an expanded split view controller.
    public init(primary: ViewController, secondary: ViewController? = nil) {
        primaryViewController = primary
        super.init()
        _ = addChild(primary)
        primary.didMove(toParent: self)
        if let secondary { replaceSecondary(with: secondary, animated: false) }
    }

    /// The controllers shown: the primary, and the secondary when expanded.
    public var viewControllers: [ViewController] {
        [primaryViewController] + (secondaryViewController.map { [$0] } ?? [])
    }

    /// The column that holds the content: the secondary when it shows, else the primary. A user's
    /// Back acts there, and a renderer keeps focus per screen of it.
    public var contentColumn: ViewController {
        if isCollapsed, collapsedColumn == .primary { return primaryViewController }
        return secondaryViewController ?? primaryViewController
    }

    /// Builds the container view: primary (unless collapsed to the secondary), then secondary.
    open override func loadView() {
        let container = View()
        if !isPrimaryHidden { container.addSubview(primaryViewController.view) }
        if let secondaryViewController { container.addSubview(secondaryViewController.view) }
        view = container
    }

    /// Takes the class of the window it appears in.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let sizeClass = viewIfLoaded?.window?.horizontalSizeClass { follow(sizeClass) }
    }

    /// Collapses for a compact window, expands for a regular one, after handing the change down.
    open override func horizontalSizeClassDidChange(to sizeClass: SizeClass) {
        super.horizontalSizeClassDidChange(to: sizeClass)
        follow(sizeClass)
    }

    /// Shows `viewController` as the detail: replaces the secondary when expanded (or collapsed to
    /// the secondary), pushes it onto the primary navigation controller when collapsed to the
    /// primary (presents it if the primary is not one).
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let delegate, delegate.splitViewController(self, showDetail: viewController, sender: sender) { return }
        guard isCollapsed, collapsedColumn == .primary else {
            replaceSecondary(with: viewController, animated: true)
            return
        }
        guard let navigation = primaryViewController as? NavigationController else {
            present(viewController, animated: true)
            return
        }
        if detailBaseCount == nil { detailBaseCount = navigation.viewControllers.count }
        pushDetail(viewController, onto: navigation, animated: true)
    }

    func pushDetail(_ detail: ViewController, onto navigation: NavigationController, animated: Bool) {
        if let detailNavigation = detail as? NavigationController {
            let stack = detailNavigation.viewControllers
            detailNavigation.setViewControllers([], animated: false)
            stashedSecondary = detailNavigation
            navigation.setViewControllers(navigation.viewControllers + stack, animated: animated)
        } else {
            navigation.pushViewController(detail, animated: animated)
        }
    }

    /// Whether the primary's view is off screen: collapsed to the secondary.
    var isPrimaryHidden: Bool { isCollapsed && collapsedColumn == .secondary }

    /// Puts the primary's view in the container or takes it out (collapsing to the secondary and
    /// back), with its appearance callbacks when the split is on screen.
    func setPrimaryShown(_ shown: Bool) {
        guard let container = viewIfLoaded else { return }
        let primary = primaryViewController
        let change = {
            if shown {
                _ = container.insertSubview(primary.view, at: 0)
            } else {
                primary.viewIfLoaded?.removeFromSuperview()
            }
        }
        if appearanceState == .appeared {
            transitionAppearance(from: shown ? nil : primary, to: shown ? primary : nil, animated: false, between: change)
        } else {
            change()
        }
    }

    private func follow(_ sizeClass: SizeClass) {
        guard sizeClass != followedSizeClass else { return }
        followedSizeClass = sizeClass
        switch sizeClass {
        case .compact: collapse()
        case .regular: expand()
        }
    }

    /// Puts `secondary` beside the primary (appearance and containment included).
    func replaceSecondary(with secondary: ViewController?, animated: Bool) {
        let old = secondaryViewController
        guard old !== secondary else { return }
        old?.willMove(toParent: nil)
        if let secondary { _ = addChild(secondary) }
        secondaryViewController = secondary
        if isViewLoaded { secondary?.loadViewIfNeeded() }
        let swap = {
            guard let container = self.viewIfLoaded else { return }
            old?.viewIfLoaded?.removeFromSuperview()
            if let secondary { container.addSubview(secondary.view) }
        }
        if appearanceState == .appeared {
            transitionAppearance(from: old, to: secondary, animated: animated, between: swap)
        } else {
            swap()
        }
        old?.removeFromParent()
        secondary?.didMove(toParent: self)
    }
}
