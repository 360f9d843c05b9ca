/// A view controller: owns a lazily loaded root view, takes part in containment and presentation,
/// and hears UIKit's appearance callbacks. Subclass it and override the `open` methods.
@MainActor
open class ViewController: Responder {
    /// The object that owns this controller (a flow object above the view layer), if any. Held weakly.
    ///
    /// Screens never sets it. When set, `coordinatingResponder` goes to it instead of `next`.
    public var owningResponder: Responder? {
        get { owningResponderLink }
        set { owningResponderLink = newValue }
    }
    /// The controller's title, shown by navigation bars and tab bars when their items have none.
    open var title: String? {
        didSet { if oldValue != title { barsNeedDisplay() } }
    }
    /// What a navigation bar shows while this controller is on top of a navigation stack.
    public let navigationItem = NavigationItem()
    /// What a tab bar shows for this controller.
    public let tabBarItem = TabBarItem()
    /// How the controller is shown when it is presented.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Whether the user is prevented from swiping the controller away while it is presented as a sheet.
    public var isModalInPresentation = false
    /// The container this controller is a child of, if any.
    public internal(set) var parent: ViewController? {
        get { parentLink }
        set { parentLink = newValue }
    }
    /// The child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// True between the start and the end of this controller's presentation.
    public internal(set) var isBeingPresented = false
    /// True between the start and the end of this controller's dismissal.
    public internal(set) var isBeingDismissed = false
    /// True while a container is adding this controller (e.g. during a push).
    public internal(set) var isMovingToParent = false
    /// True while a container is removing this controller (e.g. during a pop).
    public internal(set) var isMovingFromParent = false

    // The links `next` and `coordinatingResponder` follow on every hop of a walk up the chain, kept
    // out of the public interface so that every access is in this module and the whole-module
    // optimizer can drop their runtime exclusivity checks.
    private weak var owningResponderLink: Responder?
    private weak var parentLink: ViewController?
    var storedView: View?
    var isLoadingView = false
    var appearanceAnimated = false
    var presentedStorage: ViewController?
    weak var presentingStorage: ViewController?
    var presentationControllerStorage: PresentationController?
    var activeTransitionCoordinator: TransitionCoordinator?

    /// Creates a controller whose view is not loaded yet.
    public override init() {
        super.init()
        navigationItem.owningViewController = self
        tabBarItem.owningViewController = self
    }

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`). Setting it replaces it.
    public var view: View {
        get {
            if let storedView { return storedView }
            if isLoadingView {
                let fallback = View()
                attach(fallback)
                return fallback
            }
            isLoadingView = true
            loadView()
            isLoadingView = false
            let loaded = storedView ?? View()
            attach(loaded)
            viewDidLoad()
            return loaded
        }
        set {
            if storedView === newValue { return }
            storedView?.owningViewController = nil
            attach(newValue)
        }
    }

    private func attach(_ view: View) {
        storedView = view
        view.owningViewController = self
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: View? { storedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        _ = view
    }

    /// Creates the root view. Override to set `view` to your own; the default makes a plain `View`.
    open func loadView() {
        view = View()
    }

    /// Called once, after the root view is loaded.
    open func viewDidLoad() {}

    /// Called before the view goes on screen.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view went on screen.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called when the window's horizontal size class changed (a terminal resized across the
    /// regular width, a device rotated), on every controller in the window, on screen or not. The
    /// default hands it to the children; a container that lays out by width (a split view) follows
    /// it. Overrides call `super`.
    open func horizontalSizeClassDidChange(to sizeClass: SizeClass) {
        for child in children { child.horizontalSizeClassDidChange(to: sizeClass) }
    }

    /// Called before the controller is added to (or, with `nil`, removed from) a container.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to (or, with `nil`, removed from) a container.
    open func didMove(toParent parent: ViewController?) {}

    /// Shows `viewController` in the primary context: the nearest container up the parent chain
    /// that handles it shows it (a navigation controller pushes it); with none, it is presented.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let parent {
            parent.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `viewController` in the detail context: the nearest split view controller up the parent
    /// chain shows it as its secondary; with none, it is presented.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let parent {
            parent.showDetailViewController(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// UIKit's rule: the superview of the root view (the window for a window's root controller, the
    /// container's view for a child); else the parent; else the presenting controller.
    open override var next: Responder? {
        if let superview = storedView?.superviewLink { return superview }
        return parentLink ?? presentingStorage
    }

    /// The owning responder when there is one, else `next`.
    open override var coordinatingResponder: Responder? {
        owningResponderLink ?? next
    }
}
