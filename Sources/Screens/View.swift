/// A rectangle-less view: a node in the view hierarchy with a superview, ordered subviews and a
/// description of its content for a renderer. Views are headless; a renderer draws them.
@MainActor
open class View: Responder {
    /// The view that contains this one, or `nil` if it is a root.
    public var superview: View? { superviewLink }
    /// The views this one contains, back to front. The view holds them strongly.
    public private(set) var subviews: [View] = []
    /// Whether the view (and its subviews) are hidden from the renderer.
    open var isHidden = false {
        didSet { if oldValue != isHidden { setNeedsDisplay() } }
    }
    /// The view controller whose root view this is, if any.
    public internal(set) var owningViewController: ViewController? {
        get { owningViewControllerLink }
        set {
            owningViewControllerLink = newValue
            mayBeRootView = newValue != nil
        }
    }
    // The links `next` follows on every hop of a walk up the chain, kept out of the public interface
    // so that every access is in this module and the whole-module optimizer can drop their runtime
    // exclusivity checks.
    weak var superviewLink: View?
    private weak var owningViewControllerLink: ViewController?
    /// Set while a controller owns this view, so `next` skips the weak load for every other view
    /// (most hops of a walk up the chain).
    private var mayBeRootView = false
    /// A name for tests and renderers to find the view by. A renderer may name the view's element
    /// after it, so a control rebuilt with the same identifier is the same control to the user.
    public var accessibilityIdentifier: String? {
        didSet { if oldValue != accessibilityIdentifier { setNeedsDisplay() } }
    }
    /// What the view is, in words, for assistive technology: an image's text alternative, or the
    /// name of a group of controls (a stack of colour choices is "Colour"). `nil`: the view's own
    /// text speaks for it.
    public var accessibilityLabel: String? {
        didSet { if oldValue != accessibilityLabel { setNeedsDisplay() } }
    }
    /// The colour the view is filled with, or `nil` for none (UIKit's `backgroundColor`). A view
    /// with a colour and no visible subviews is a swatch: renderers draw it as a small patch of that
    /// colour (a browser as an image named by `accessibilityLabel`, hidden from assistive technology
    /// when it has none, so a button holding a swatch and a colour's name is read once).
    public var backgroundColor: Color? {
        didSet { if oldValue != backgroundColor { setNeedsDisplay() } }
    }
    /// Whether the view is a swatch: a colour (`backgroundColor`) and no visible subviews.
    public var isSwatch: Bool {
        backgroundColor != nil && !subviews.contains { !$0.isHidden }
    }
    /// See `displayGeneration`.
    var displayGenerationStorage: UInt64 = 0
    /// An integer to tell views apart.
    public var tag = 0

    /// Creates a view with no superview and no subviews.
    public override init() {
        super.init()
    }

    /// UIKit's rule: the controller whose root view this is, else the superview.
    open override var next: Responder? {
        if mayBeRootView, let owningViewControllerLink { return owningViewControllerLink }
        return superviewLink
    }

    /// What the view shows, for a renderer. Subclasses describe their own content.
    open var renderContent: RenderContent {
        RenderContent(kind: .container)
    }

    /// Called just before the view moves to `newSuperview` (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called just after the view moved to a new superview or was removed from one.
    open func didMoveToSuperview() {}

    /// Called on the superview just before `subview` is removed from it.
    open func willRemoveSubview(_ subview: View) {}

    /// The window the view is in: the root of its hierarchy if that is a window; for the view of a
    /// presented controller, the window of the controller that presented it.
    public var window: Window? {
        var root: View = self
        while let parent = root.superview { root = parent }
        if let window = root as? Window { return window }
        return root.owningViewController?.presentingViewController?.viewIfLoaded?.window
    }

    /// Adds `view` on top of the other subviews, first removing it from its current superview.
    ///
    /// Adding the view itself or one of its ancestors fails with `.viewHierarchyCycle` and changes
    /// nothing. Adding a view that is already a subview moves it to the front.
    @discardableResult
    public func addSubview(_ view: View) -> Result<Void, ScreensError> {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range), first removing it
    /// from its current superview. Fails with `.viewHierarchyCycle` for the view itself or an ancestor.
    @discardableResult
    public func insertSubview(_ view: View, at index: Int) -> Result<Void, ScreensError> {
        if view === self || isDescendant(of: view) { return .failure(.viewHierarchyCycle) }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            let target = min(max(index, 0), subviews.count - 1)
            guard target != current else { return .success(()) }
            subviews.remove(at: current)
            subviews.insert(view, at: target)
            setNeedsDisplay()
            return .success(())
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superviewLink = self
        setNeedsDisplay()
        view.didMoveToSuperview()
        view.hierarchyDidAttach()
        return .success(())
    }

    /// Removes the view from its superview. Returns `false`, and does nothing, if it has none.
    @discardableResult
    public func removeFromSuperview() -> Bool {
        guard let parent = superview, let index = parent.subviews.firstIndex(where: { $0 === self }) else {
            return false
        }
        let wasVisible = parent.hierarchyAppearance != .disappeared
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.subviews.remove(at: index)
        superviewLink = nil
        parent.setNeedsDisplay()
        didMoveToSuperview()
        if wasVisible { hierarchyDidDetach() }
        return true
    }

    /// Whether this view is `view` or lies anywhere beneath it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included, depth first) that matches `predicate`.
    public func firstDescendant(where predicate: (View) -> Bool) -> View? {
        if predicate(self) { return self }
        for subview in subviews {
            if let match = subview.firstDescendant(where: predicate) { return match }
        }
        return nil
    }

    /// The first view in this subtree with the given accessibility identifier.
    public func descendant(withIdentifier identifier: String) -> View? {
        firstDescendant { $0.accessibilityIdentifier == identifier }
    }
}
