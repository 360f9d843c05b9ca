/// A container that shows a stack of controllers, one on top at a time, with a navigation bar.
///
/// All transitions complete synchronously, animated or not, except an interactive pop, which stays
/// open until finished or cancelled (see `beginInteractivePop()`). Changes requested from inside a
/// transition's callbacks update `viewControllers` at once and are shown right after the current
/// transition, one at a time, so the delegate hears `willShow`/`didShow` pairs in order.
@MainActor
open class NavigationController: ViewController {
    /// Hears the controller show controllers. Held weakly.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The bar at the top: title, back button and bar buttons of the top controller.
    public private(set) lazy var navigationBar = NavigationBar(navigationController: self)
    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden = false {
        didSet { navigationBar.isHidden = isNavigationBarHidden }
    }

    var stack: [ViewController] = []
    var displayedViewController: ViewController?
    var isRunningDisplayPasses = false
    var pendingDidMove: [ViewController] = []
    var pendingRemoval: [ViewController] = []
    var interactivePop: InteractivePopTransition?

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
    }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom (root) first. Setting it is `setViewControllers(_:animated: false)`; an
    /// invalid stack is ignored (call `setViewControllers` to get the reason).
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller the user sees: what the top controller presents, or the top controller.
    public var visibleViewController: ViewController? {
        guard let top = stack.last else { return nil }
        var visible = top
        while let presented = visible.presentedViewController { visible = presented }
        return visible
    }

    /// The interactive pop the user is performing, if one is held mid-way.
    public var interactivePopTransition: InteractivePopTransition? { interactivePop }

    /// Builds the container view: the navigation bar and the top controller's view.
    open override func loadView() {
        let container = View()
        container.addSubview(navigationBar)
        if let displayed = displayedViewController {
            container.addSubview(displayed.view)
        }
        view = container
    }

    /// Pushes `viewController` (UIKit's `show` target for a navigation controller).
    open override func show(_ viewController: ViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }
}
