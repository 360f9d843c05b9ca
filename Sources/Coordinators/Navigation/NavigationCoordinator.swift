public import Screens

/// A coordinator that shows its screens on a navigation controller, possibly one it shares with its
/// parent and other coordinators (a checkout flow pushing on the cart's stack).
///
/// `viewControllers` is this coordinator's part of the real stack — the screens it showed that are
/// still in the stack, in stack order — and stays equal to it after every way the stack can change:
/// `show`/`pop` here, the user's back button, an interactive pop finished (cancelled ones change
/// nothing), pops to the root across several coordinators' screens, pops into a parent's screens
/// (then this coordinator finishes and is released), and the app setting the stack by hand, even
/// when the top stays and only the screens below it go or change places.
///
/// How: while started, the active coordinator of the group sharing the navigation controller is its
/// delegate; on every `didShow`, and again once the stack has settled after any change
/// (`navigationControllerDidChangeViewControllers`), the whole group is reconciled with the stack,
/// deepest coordinator first. A delegate the app had set before (for custom transitions, analytics)
/// still hears every delegate call: the coordinators forward them. On stop it hands the delegate
/// back: to the coordinator it shares the stack with, or to whoever had it before.
///
/// ```swift
/// final class CartCoordinator: NavigationCoordinator {
///     init() {
///         super.init(identifier: "cart")
///         handle(CheckoutStart.self) { cart, _ in
///             cart.startChild(CheckoutCoordinator(navigationController: cart.navigationController))
///         }
///     }
///
///     override func start() {
///         super.start()
///         root(CartViewController())
///     }
/// }
/// ```
@MainActor
open class NavigationCoordinator: Coordinator<NavigationController>, NavigationControllerDelegate {
    /// This coordinator's screens in the navigation stack, bottom to top.
    public internal(set) var viewControllers: [ViewController] = []
    /// The controllers this coordinator presented modally with `present(_:animated:)`, while presented.
    public internal(set) var presentedViewControllers: [ViewController] = []
    weak var previousDelegate: (any NavigationControllerDelegate)?
    var stackObservers: [() -> Void] = []
    /// The split view the stack stands in beside a sidebar (`standBeside(sidebar:)`), if any.
    public internal(set) var splitViewController: SplitViewController?

    /// Creates a coordinator on `navigationController` (a new one by default). Pass the parent's to
    /// push onto its stack.
    public init(navigationController: NavigationController = NavigationController(), identifier: String? = nil) {
        super.init(rootViewController: navigationController, identifier: identifier)
    }

    /// The navigation controller the screens are shown in.
    public var navigationController: NavigationController { rootViewController }

    /// The navigation controller (unless shared with the parent), the screens and presented controllers.
    open override var managedViewControllers: [ViewController] {
        (isSharingParentNavigation ? [] : [navigationController]) + viewControllers + presentedViewControllers
    }

    /// The split view beside a sidebar when the stack stands in one, else the root.
    open override var outerViewController: ViewController? { splitViewController ?? super.outerViewController }

    /// Remembers who was the navigation delegate, then starts and activates (and owns the split
    /// view's messages when the stack stands beside a sidebar).
    open override func start() {
        if navigationController.delegate !== self {
            previousDelegate = navigationController.delegate
        }
        super.start()
        if let splitViewController { adopt(splitViewController) }
    }

    /// Becomes the navigation controller's owning responder and delegate.
    open override func activate() {
        super.activate()
        navigationController.delegate = self
    }

    /// After a child on the same navigation controller stopped, activates the latest started member
    /// of the group still running (this coordinator if none) and reconciles with the stack.
    open override func takeover(from child: AnyCoordinator) {
        let members = Self.sharingGroup(of: self).filter { $0 !== child && $0.isStarted }
        (members.last ?? self).activate()
        reconcileGroup()
    }

    /// Removes this coordinator's screens from a shared stack, dismisses what it presented and
    /// hands the navigation delegate back.
    open override func willStop() {
        removeOwnScreensFromSharedStack()
        for presented in presentedViewControllers where presented.presentingViewController != nil {
            presented.dismiss(animated: false)
        }
        if navigationController.delegate === self {
            navigationController.delegate = sharingAncestor(startedOnly: true) ?? previousDelegate
        }
        if let splitViewController, splitViewController.owningResponder === self {
            splitViewController.owningResponder = nil
        }
        super.willStop()
        stackObservers.removeAll()
        viewControllers.removeAll()
        presentedViewControllers.removeAll()
    }

    /// Forwards to the delegate the app had set before the coordinators took over.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        appDelegate?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    /// Reconciles the whole group sharing the navigation controller with its stack, then forwards.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        let forward = appDelegate
        stackDidChange()
        forward?.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    /// Reconciles the whole group with the settled stack (this catches changes below an unchanged
    /// top, which show nothing), then forwards.
    public func navigationControllerDidChangeViewControllers(_ navigationController: NavigationController) {
        let forward = appDelegate
        stackDidChange()
        forward?.navigationControllerDidChangeViewControllers(navigationController)
    }

    private func stackDidChange() {
        guard isStarted else { return }
        reconcileGroup()
        for observer in stackObservers { observer() }
    }

    /// The delegate the group's top coordinator replaced, unless that was a coordinator.
    private var appDelegate: (any NavigationControllerDelegate)? {
        let previous = Self.sharingGroupRoot(of: self).previousDelegate
        return previous is NavigationCoordinator ? nil : previous
    }
}
