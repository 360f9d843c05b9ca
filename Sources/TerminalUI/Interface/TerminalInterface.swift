public import Coordinators
public import Screens

/// A Screens application in a terminal, without the terminal: it draws the displayed scene's key
/// window into a `Frame` and turns keys into the user's touches (taps, selections, typing, the back
/// button, tab taps, swipes that dismiss sheets). `TerminalApp` connects it to a real terminal, and
/// `HeadlessDriver` to text in and text out; both go through the same code.
///
/// Focus is an element's path from its window layer (subview indices, list items by position), so
/// it survives redraws, reused cells and scrolling; each screen remembers its focus, so going back
/// returns to the item you left.
///
/// It observes the application's display: a change that touched only bars (a badge, a title) is
/// drawn in place on the last frame, the rest of the window not drawn again.
@MainActor
public final class TerminalInterface: DisplayObserver {
    /// The application whose scenes are shown.
    public let application: Application
    /// The frame size (the terminal's). The last row is the status line.
    public var size: TerminalSize
    /// From how many columns a window is regular (room for a split view's two columns side by
    /// side); narrower, it is compact. Every window drawn takes the class of the frame's width.
    public var regularWidth = 140
    /// What the terminal can show: decides pictures versus their text alternative.
    public var capabilities: TerminalCapabilities
    /// Shown by the `i` overlay; without one, `i` does nothing.
    public var inspector: Inspector?
    /// Whether the inspector overlay shows message durations (hide them for repeatable frames).
    public var showsInspectorDurations = true
    /// What the program does for quit, windows and search.
    public var hooks: TerminalHooks
    /// The overlay shown over the window, if any.
    public internal(set) var overlay: Overlay?

    /// An overlay drawn over the window.
    public enum Overlay: Hashable, Sendable {
        /// `?`: every key and what it does.
        case help
        /// `i`: the coordinator tree and the last messages with the path each took.
        case inspector
    }

    var overlayOffset = 0
    weak var selectedScene: Scene?
    var focus: Focus?
    var remembered: [ObjectIdentifier: Focus] = [:]
    var lastScreen: RenderedScreen?
    weak var editingSearchBar: SearchBar?
    /// The column (in half columns) up and down moves keep to, until a move sideways or another
    /// screen.
    var stickyColumn: Int?
    /// Where the screens taller than their space are scrolled to, by root view (those drawn in the
    /// last frame).
    var scrollPositions: [ObjectIdentifier: ScrollPosition] = [:]
    private var tick = 0
    private let pictures: PictureCache
    /// The animation step, for drawing a change in place.
    var tickForDrawing: Int { tick }
    /// The picture cache, for drawing a change in place.
    var picturesForDrawing: PictureCache { pictures }
    /// What the last frame was drawn from, to tell whether a change is already on screen.
    private var renderedState: RenderedState?
    /// The last window drawn, before focus, status line and overlay: what a change to its bars
    /// alone is drawn on.
    var lastDrawing: Drawing?
    /// The views of the displayed window marked as needing display since the last frame.
    var markedViews: [MarkedView] = []
    /// More views were marked than are worth keeping: the next frame is drawn whole.
    var markedTooMany = false
    /// Whether the last frame laid out is the one `render()` returned last (no key laid out
    /// another since).
    var lastLayoutWasRendered = false
    /// The rows of the bars the last change drawn in place drew.
    var redrawnRows: Set<Int> = []
    /// The rows in which the frame `render()` returned last may differ from the frame it returned
    /// before (a change drawn in place: its bars, the focus marks, the status line); `nil` when any
    /// row may. A `FrameWriter` given them compares only those rows.
    public internal(set) var changedRows: Set<Int>?

    /// A drawn window, kept for drawing a change to its bars in place.
    struct Drawing {
        /// The frame as drawn, before focus, status line and overlay.
        var base: Frame
        /// Where its bars are.
        var barPlaces: [ObjectIdentifier: ScreenRenderer.BarPlace]
        /// The window's generation when drawn.
        var generation: UInt64
        /// The animation step it was drawn at.
        var tick: Int
    }

    /// A marked view, held weakly, with its mark's generation.
    struct MarkedView {
        weak var view: View?
        let generation: UInt64
    }

    /// What a frame shows depends on, beside the keys pressed: the window shown and its generation,
    /// how many scenes there are (the status line counts them), and the size.
    private struct RenderedState: Equatable {
        var window: ObjectIdentifier?
        var generation: UInt64
        var sceneCount: Int
        var size: TerminalSize
    }

    /// Where focus is: an element's path on one screen (held weakly).
    struct Focus {
        weak var screen: ViewController?
        let screenID: ObjectIdentifier
        var key: FocusKey
        /// Whether the user put focus there (or pressed a key with it there). Until then it is
        /// where a screen's focus goes first, and follows that place as the screen fills in (from
        /// a bar button, while a list loads, to the list's first item).
        var isChosen = false
    }

    /// The last layout: the frame, the focusable elements in reading order, which one is focused.
    struct RenderedScreen {
        var frame: Frame
        var elements: [FocusableElement]
        var focusedIndex: Int?
        var top: ViewController?
        var hasAnimation: Bool
        /// The key hints of its status line (with the window count beside them).
        var statusHints: [String] = []

        var focused: FocusableElement? { focusedIndex.map { elements[$0] } }
    }

    /// Creates the interface for `application` at `size`. `imageDecoder` turns picture files into
    /// pixels; without one, pictures are drawn as their text alternative.
    public init(
        application: Application,
        size: TerminalSize,
        capabilities: TerminalCapabilities = .plainText,
        imageDecoder: (any ImageDecoder)? = nil,
        inspector: Inspector? = nil,
        hooks: TerminalHooks = TerminalHooks()
    ) {
        self.application = application
        self.size = size
        self.capabilities = capabilities
        self.inspector = inspector
        self.hooks = hooks
        pictures = PictureCache(decoder: imageDecoder)
        application.addDisplayObserver(self)
    }

    /// The scene shown: the one chosen with `W` (or opened with `w`) while it is connected, else
    /// the first connected scene.
    public var displayedScene: Scene? {
        if let selectedScene, application.connectedScenes.contains(where: { $0 === selectedScene }) { return selectedScene }
        return application.connectedScenes.first
    }

    /// The window drawn: the displayed scene's key window, else its last visible one.
    public var displayedWindow: Window? {
        guard let scene = displayedScene else { return nil }
        return scene.keyWindow ?? scene.windows.last(where: { !$0.isHidden })
    }

    /// Whether the screen differs from the last frame drawn for reasons beyond the keys pressed:
    /// the window shown changed (or another is shown), a scene came or went, or the size changed.
    /// A renderer told of a change that its last frame already shows skips drawing it again.
    public var needsRender: Bool {
        renderedState != currentState
    }

    /// Whether something beside the displayed window's content changed since the last frame: the
    /// window shown, the scenes, the size.
    func needsRenderBeyondWindow(_ window: Window) -> Bool {
        guard let renderedState else { return true }
        return renderedState.window != ObjectIdentifier(window) || renderedState.sceneCount != application.connectedScenes.count
            || renderedState.size != size
    }

    private var currentState: RenderedState {
        let window = displayedWindow
        return RenderedState(
            window: window.map(ObjectIdentifier.init), generation: window?.displayGeneration ?? 0,
            sceneCount: application.connectedScenes.count, size: size)
    }

    /// Whether something on screen animates (an activity indicator): redraw on a timer then.
    public var isAnimating: Bool { lastScreen?.hasAnimation ?? false }

    /// Moves animations (the activity indicator) one step on; the next frame shows it.
    public func advanceAnimation() {
        tick &+= 1
    }

    /// The view that has focus (`nil` for a bar button item, or with nothing focusable).
    public var focusedView: View? {
        lastScreen?.focused?.activation.view
    }

    /// Draws the displayed scene's key window (or its last window), the focus, the status line
    /// and the overlay, as one frame. When all that changed since the last frame is bars, only
    /// they are drawn again, on the last frame.
    public func render() -> Frame {
        let previous = lastLayoutWasRendered ? lastScreen : nil
        if let bars = barsChangedAlone(), let screen = layoutInPlace(bars: bars) {
            changedRows = previous.flatMap { rows(changedFrom: $0, to: screen) }
            lastLayoutWasRendered = true
            return screen.frame
        }
        let frame = layout().frame
        changedRows = nil
        lastLayoutWasRendered = true
        return frame
    }

    /// Lays out and draws a frame, settling where focus is. When focus settles on an element out of
    /// view (in a scrolled screen), the frame is drawn again scrolled to it.
    @discardableResult
    func layout() -> RenderedScreen {
        let screen = layoutOnce()
        guard let focused = screen.focused, !focused.isOnScreen else { return screen }
        return layoutOnce()
    }

    private func layoutOnce() -> RenderedScreen {
        lastLayoutWasRendered = false
        markedViews.removeAll()
        markedTooMany = false
        let renderer = ScreenRenderer(
            size: size, capabilities: capabilities, pictures: pictures, tick: tick,
            focusKey: focus?.key, scrollPositions: scrollPositions
        )
        let area = Rect(x: 0, y: 0, width: size.width, height: max(size.height - 1, 0))
        var top: ViewController?
        if let window = displayedWindow {
            // Before drawing, so what lays out by width (a split view) has followed the terminal's.
            window.horizontalSizeClass = size.width >= regularWidth ? .regular : .compact
            top = renderer.drawWindow(window, in: area)
        } else {
            let message = "No window to show"
            renderer.write(
                message, column: (size.width - TextMetrics.width(of: message)) / 2, row: area.height / 2, style: Theme.hint, clip: area)
        }
        scrollPositions = renderer.scrollPositions.filter { renderer.drawnScrollRegions.contains($0.key) }
        lastDrawing = Drawing(
            base: renderer.frame, barPlaces: renderer.barPlaces, generation: displayedWindow?.displayGeneration ?? 0, tick: tick)
        return finish(renderer, elements: Self.readingOrder(renderer.elements), top: top)
    }

    /// The elements in reading order: top to bottom, left to right, then as drawn.
    static func readingOrder(_ elements: [FocusableElement]) -> [FocusableElement] {
        elements.enumerated().sorted { lhs, rhs in
            (lhs.element.rect.y, lhs.element.rect.x, lhs.offset) < (rhs.element.rect.y, rhs.element.rect.x, rhs.offset)
        }.map(\.element)
    }

    /// Settles focus on the drawn window's elements, marks it, and draws the status line and the
    /// overlay: the frame that is shown.
    func finish(_ renderer: ScreenRenderer, elements: [FocusableElement], top: ViewController?) -> RenderedScreen {
        let area = Rect(x: 0, y: 0, width: size.width, height: max(size.height - 1, 0))
        let focusedIndex = settleFocus(among: elements, top: top)
        if let focusedIndex, elements[focusedIndex].isOnScreen { highlight(elements[focusedIndex], renderer: renderer) }
        let hints = statusHints(elements: elements, focused: focusedIndex.map { elements[$0] }, top: top)
        let extra = windowCount
        renderer.drawStatusLine(hints, kept: overlay == nil ? 2 : 1, extra: extra, row: size.height - 1)
        if let overlay { drawOverlay(overlay, renderer: renderer, area: area) }
        let screen = RenderedScreen(
            frame: renderer.frame, elements: elements, focusedIndex: focusedIndex, top: top, hasAnimation: renderer.hasAnimation,
            statusHints: hints + [extra ?? ""]
        )
        remember(screen)
        return screen
    }

    /// Keeps `screen` as the last frame laid out, and what it was drawn from.
    func remember(_ screen: RenderedScreen) {
        lastScreen = screen
        renderedState = currentState
    }

    /// Marks the focused element: brackets and reverse video, or a heavy border around a card
    /// (open at the bottom when the card is cut off there).
    func highlight(_ element: FocusableElement, renderer: ScreenRenderer) {
        let rect = element.rect
        switch element.highlight {
        case .brackets:
            renderer.frame.restyle(rect) { $0.isReversed = true }
            var left = renderer.frame[rect.x, rect.y]
            left.character = "["
            renderer.frame[rect.x, rect.y] = left
            var right = renderer.frame[rect.maxX - 1, rect.y]
            right.character = "]"
            renderer.frame[rect.maxX - 1, rect.y] = right
        case .box:
            let h = String(repeating: "━", count: max(rect.width - 2, 0))
            renderer.frame.write("┏" + h + "┓", column: rect.x, row: rect.y, style: Theme.focusedBorder)
            // A card cut off at the bottom of a scrolled area keeps its sides to the last row shown.
            if !element.isCutOff {
                renderer.frame.write("┗" + h + "┛", column: rect.x, row: rect.maxY - 1, style: Theme.focusedBorder)
            }
            let sidesEnd = element.isCutOff ? rect.maxY : rect.maxY - 1
            for row in (rect.y + 1)..<max(sidesEnd, rect.y + 1) {
                renderer.frame.write("┃", column: rect.x, row: row, style: Theme.focusedBorder)
                renderer.frame.write("┃", column: rect.maxX - 1, row: row, style: Theme.focusedBorder)
            }
        }
    }

    var windowCount: String? {
        let scenes = application.connectedScenes
        guard scenes.count > 1, let shown = displayedScene, let index = scenes.firstIndex(where: { $0 === shown }) else { return nil }
        return "window \(index + 1)/\(scenes.count)"
    }

    private func drawOverlay(_ overlay: Overlay, renderer: ScreenRenderer, area: Rect) {
        let lines = overlayLines(overlay)
        overlayOffset = renderer.drawOverlay(
            title: overlay == .help ? "Keys" : "Inspector", lines: lines, offset: overlayOffset, footer: "esc close", in: area
        )
    }

    func overlayLines(_ overlay: Overlay) -> [String] {
        switch overlay {
        case .help:
            return Self.helpLines
        case .inspector:
            guard let inspector else { return ["No inspector was given to this terminal."] }
            return inspector.snapshot().text(showingDurations: showsInspectorDurations)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Every key, for the help overlay.
    static let helpLines = [
        "↑ ↓ ← →  or  k j h l   move the focus; a list scrolls as focus moves through it",
        "page up / page down    move through a list a screenful at a time",
        "enter or space         tap the focused button, select the focused item, return in a field",
        "esc or backspace       back, or close the sheet or alert (as a swipe or cancel would)",
        "tab / shift-tab        next / previous tab, or field",
        "1 … 9                  the tab with that number",
        "/                      search",
        "typing                 goes into the focused field; backspace deletes, esc leaves a search",
        "i                      inspector: the coordinator tree and the last messages",
        "w                      open a second window",
        "W                      switch to the next window",
        "ctrl-l                 draw the whole screen again",
        "?                      this help",
        "q or ctrl-c            quit",
    ]

    /// The key hints for the status line, most useful first (as many as fit are shown).
    func statusHints(elements: [FocusableElement], focused: FocusableElement?, top: ViewController?) -> [String] {
        if overlay != nil { return ["esc close", "↑↓ scroll", "q quit"] }
        var hints: [String] = []
        if let top {
            if Self.backNavigation(from: top) != nil {
                hints.append("esc back")
            } else if let alert = top as? AlertController {
                if alert.cancelAction != nil { hints.append("esc close") }
            } else if top.presentingViewController != nil, top.presentationController?.isSwipeable == true {
                // Not while the sheet is kept (an order being placed): Esc would do nothing.
                hints.append("esc close")
            }
        }
        if elements.count > 1 { hints.append("↑↓←→ move") }
        if focused?.takesText == true { hints.append("type to edit") }
        if focused != nil { hints.append("enter select") }
        if elements.contains(where: \.isFormField), elements.count > 1 {
            hints.append("tab next field")
        } else if let top {
            if let tabs = Self.tabBarController(in: top), tabs.viewControllers.count > 1 {
                hints.append("tab/1-\(min(tabs.viewControllers.count, 9)) tabs")
            }
        }
        if hooks.search != nil || elements.indices.contains(where: { elements[$0].isSearchBar }) {
            hints.append("/ search")
        }
        if inspector != nil { hints.append("i inspector") }
        if hooks.openWindow != nil { hints.append("w window") }
        hints.append("? help")
        hints.append("q quit")
        return hints
    }

    // MARK: The controllers keys act on

    /// The deepest navigation controller on screen in `controller` whose back button shows.
    static func backNavigation(from controller: ViewController) -> NavigationController? {
        controller.onScreenBackNavigation
    }

    /// The tab bar controller on screen in `controller`, if any.
    static func tabBarController(in controller: ViewController) -> TabBarController? {
        var current: ViewController? = controller
        while let visible = current {
            if let tabs = visible as? TabBarController { return tabs }
            if let navigation = visible as? NavigationController {
                current = navigation.topViewController
            } else if let split = visible as? SplitViewController {
                current = split.primaryViewController
            } else {
                current = visible.shownChild
            }
        }
        return nil
    }

    /// The controller whose content fills the screen inside `controller` (through navigation, tab
    /// and split containers; a split's content column): focus is remembered per such screen.
    static func screenController(in controller: ViewController) -> ViewController {
        if let navigation = controller as? NavigationController, let top = navigation.topViewController {
            return screenController(in: top)
        }
        if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
            return screenController(in: selected)
        }
        if let split = controller as? SplitViewController {
            return screenController(in: split.contentColumn)
        }
        if let child = controller.shownChild {
            return screenController(in: child)
        }
        return controller
    }
}
