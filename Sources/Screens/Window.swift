/// A window: the root of a view hierarchy, showing its root view controller's view. A window
/// starts hidden; `makeKeyAndVisible()` shows it, which makes the root controller appear.
@MainActor
open class Window: View {
    /// Whether the window is the key window of its scene (the one receiving keyboard input).
    public internal(set) var isKeyWindow = false

    /// How much room the window has across; regular until a renderer says otherwise. A change is
    /// handed down to every controller in the window (`horizontalSizeClassDidChange(to:)`): the
    /// root, its children, and what is presented over it.
    public var horizontalSizeClass: SizeClass = .regular {
        didSet {
            guard oldValue != horizontalSizeClass else { return }
            for controller in presentationStack { controller.horizontalSizeClassDidChange(to: horizontalSizeClass) }
            setNeedsDisplay()
        }
    }

    private var displayObservers = DisplayObservers()
    /// The views marked since the last delivery, first marked first, each once.
    private var changedViews: [WeakMark] = []
    private var changedViewIndices: [ObjectIdentifier: Int] = [:]
    private var isDisplayScheduled = false

    /// Creates a hidden window with no root view controller and no scene.
    public override init() {
        super.init()
        isHidden = true
    }

    /// Creates a hidden window attached to `windowScene`.
    public convenience init(windowScene: Scene) {
        self.init()
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// The scene the window belongs to, held weakly; setting it moves the window to that scene.
    public weak var windowScene: Scene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene { windowScene.windows.append(self) }
        }
    }

    /// UIKit's rule: a window's next responder is its scene.
    open override var next: Responder? { windowScene }

    /// The controller whose view fills the window. Replacing it makes the old one disappear and
    /// the new one appear (when the window is visible).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let rootViewController {
                rootViewController.view.removeFromSuperview()
                addSubview(rootViewController.view)
            }
        }
    }

    /// A view shown along the window's top edge, above what the window shows (its root controller
    /// and anything presented over it), that takes neither the focus nor the screen: an in-app
    /// notification the user can act on or let go. `nil`, the default, shows none; setting another
    /// replaces it. It is the window's subview, so a message its controls send goes up from the window
    /// (give its buttons actions, or send from a screen, to reach a coordinator). TerminalUI draws it
    /// in a box over the screen's first rows, BrowserUI as a polite live region.
    ///
    /// ```swift
    /// let banner = StackView(arrangedSubviews: [Label(text: "Order 2026-000123 has shipped"), openButton, closeButton])
    /// window.banner = banner       // shown
    /// window.banner = nil          // let go
    /// ```
    public var banner: View? {
        didSet {
            guard oldValue !== banner else { return }
            oldValue?.removeFromSuperview()
            if let banner {
                banner.removeFromSuperview()
                addSubview(banner)
            }
            setNeedsDisplay()
        }
    }

    /// Showing the window makes its root controller (and what is presented over it) appear;
    /// hiding it makes them disappear.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            isHidden ? disappearContent() : appearContent()
        }
    }

    /// Shows the window and makes it the key window.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window of its scene; the scene's previous key window resigns.
    public func makeKey() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
    }

    /// The window as a renderer sees it.
    open override var renderContent: RenderContent {
        RenderContent(kind: .window)
    }

    /// The root controller followed by every controller presented on top of it, bottom to top:
    /// what a renderer draws, in order.
    public var presentationStack: [ViewController] {
        guard let root = rootViewController else { return [] }
        var result = [root]
        while let presented = result[result.count - 1].visiblePresentedViewController { result.append(presented) }
        return result
    }

    /// The controllers of `presentationStack` the user sees: from the top-most full-screen
    /// presentation up, or all of them when nothing full screen is presented.
    var visiblePresentationStack: [ViewController] {
        let stack = presentationStack
        guard let cover = stack.indices.dropFirst().last(where: { stack[$0].modalPresentationStyle.resolved == .fullScreen })
        else { return stack }
        return Array(stack[cover...])
    }

    // MARK: Display

    /// Starts telling `observer` what changes in this window, once per main-actor turn. Held weakly;
    /// adding it twice changes nothing.
    public func addDisplayObserver(_ observer: any DisplayObserver) {
        displayObservers.add(observer)
    }

    /// Stops telling `observer` about this window.
    public func removeDisplayObserver(_ observer: any DisplayObserver) {
        displayObservers.remove(observer)
    }

    /// Whether changes are waiting to be told to the observers (after this turn, or at
    /// `displayIfNeeded()`).
    public var needsDisplay: Bool { isDisplayScheduled }

    /// Tells the observers now what changed since they were last told, instead of after the turn
    /// (a renderer that has just applied the user's input draws at once); nothing when nothing
    /// changed. The application's observers hear it too.
    public func displayIfNeeded() {
        guard isDisplayScheduled else { return }
        isDisplayScheduled = false
        let marks = changedViews.compactMap { mark in mark.view.map { DisplayMark(view: $0, generation: mark.generation) } }
        changedViews.removeAll(keepingCapacity: true)
        changedViewIndices.removeAll(keepingCapacity: true)
        let change = DisplayChange(window: self, marks: marks)
        displayObservers.notify(change)
        windowScene?.application?.windowDidChangeDisplay(change)
    }

    /// Gathers `view`'s mark; the first mark of a turn schedules the delivery after it.
    func viewNeedsDisplay(_ view: View, generation: UInt64) {
        if let index = changedViewIndices[ObjectIdentifier(view)], changedViews[index].view === view {
            changedViews[index].generation = generation
        } else {
            changedViewIndices[ObjectIdentifier(view)] = changedViews.count
            changedViews.append(WeakMark(view: view, generation: generation))
        }
        guard !isDisplayScheduled else { return }
        isDisplayScheduled = true
        Task { @MainActor [weak self] in self?.displayIfNeeded() }
    }

    private func appearContent() {
        guard let root = rootViewController?.viewIfLoaded, root.superview === self else { return }
        let targets = visiblePresentationStack.filter { $0.appearanceState == .disappeared }
        for controller in targets { controller.beginAppearanceTransition(true, animated: false) }
        for controller in targets { controller.endAppearanceTransition() }
    }

    private func disappearContent() {
        let targets = presentationStack.reversed().filter { $0.appearanceState == .appeared || $0.appearanceState == .appearing }
        for controller in targets { controller.beginAppearanceTransition(false, animated: false) }
        for controller in targets { controller.endAppearanceTransition() }
    }
}
