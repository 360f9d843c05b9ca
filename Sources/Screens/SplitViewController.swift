/// A container with a primary (list) and a secondary (detail) controller side by side; when
/// collapsed (compact width), only the primary shows and details are pushed onto it.
///
/// In collapsed mode `showDetailViewController` pushes onto the primary navigation controller
/// (a navigation controller given as detail contributes its stack); `collapse()` moves the
/// secondary there the same way and `expand()` moves the pushed details back into a secondary.
@MainActor
open class SplitViewController: ViewController {
    /// Customizes showing details, collapsing and expanding. Held weakly.
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// The primary (list) controller.
    public let primaryViewController: ViewController
    /// The secondary (detail) controller shown beside the primary; `nil` while collapsed.
    public internal(set) var secondaryViewController: ViewController?
    /// Whether only the primary is shown, with details pushed onto it.
    public internal(set) var isCollapsed = false
    var detailBaseCount: Int?
    var stashedSecondary: ViewController?

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

    /// Builds the container view: primary, then secondary.
    open override func loadView() {
        let container = View()
        container.addSubview(primaryViewController.view)
        if let secondaryViewController { container.addSubview(secondaryViewController.view) }
        view = container
    }

    /// Shows `viewController` as the detail: replaces the secondary when expanded, pushes it onto
    /// the primary navigation controller when collapsed (presents it if the primary is not one).
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let delegate, delegate.splitViewController(self, showDetail: viewController, sender: sender) { return }
        guard isCollapsed else {
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
