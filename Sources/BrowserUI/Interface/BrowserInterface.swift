public import Screens

/// A Screens window in a browser, without the browser: it renders the window as semantic HTML,
/// keeps the last page to answer each change with small patches, and turns the browser's events
/// into the user's actions (`UserAction`), the same ones TerminalUI's keys produce. It has no
/// server of its own: a server sends `renderPage()` on a load, the patches of `update()` whenever
/// the window says it changed (observe it with `Window.addDisplayObserver(_:)`) and after each
/// event it hands to `handle(_:)`.
///
/// Rendering costs what changed: a view whose subtree is unchanged since the last page (its
/// `displayGeneration`) is not read again, and the diff does not look inside it.
///
/// Every element has an id that patches and events address, kept while its view lives: `s12`,
/// or after the view's accessibility identifier under its parent (`s7.size.M`), so a control the
/// app rebuilds under the same identifier keeps its id. Parts of a view add a suffix
/// (`s12-input`, `s12-back`, `s12-tab-0`, `s12-tab-0-badge`). All text is escaped, and a secure
/// field's value is never written.
@MainActor
public final class BrowserInterface {
    /// The window shown.
    public let window: Window
    /// How many rows a list shows before the browser reports its own range (a `scroll` event).
    public var visibleRows: Int {
        didSet { if oldValue != visibleRows { cache.removeAll() } }
    }
    /// From how many CSS pixels across the window is regular (a split view's two columns side by
    /// side); narrower, compact. The browser reports its width with `resize` events.
    public var regularWidth = 900
    private let imageURL: @MainActor (String) -> String?
    private let identities = ElementIdentities()
    private let cache = RenderCache()
    private var lastPage: HTMLElement?
    private var focusedID: String?
    private var rendersSinceCleanup = 0

    /// Creates the interface for `window`. `imageURL` maps an image view's file path to the URL the
    /// browser loads it from (`nil`: the picture is shown by its alt text only).
    public init(window: Window, visibleRows: Int = 30, imageURL: @escaping @MainActor (String) -> String? = { _ in nil }) {
        self.window = window
        self.visibleRows = visibleRows
        self.imageURL = imageURL
    }

    /// The whole page as HTML (for a first load or a reload): the window's element with every
    /// visible layer. The patches of the next `update()` start from it.
    public func renderPage() -> String {
        let page = render()
        lastPage = page
        return page.html
    }

    /// The patches that bring a browser showing the last page to the window as it is now, in
    /// order (none when nothing changed). The first call, with no page yet, replaces the whole
    /// window element.
    public func update() -> [HTMLPatch] {
        let page = render()
        defer { lastPage = page }
        guard let lastPage else { return [.replace(page.id, html: page.html)] }
        return HTMLDiff.patches(from: lastPage, to: page)
    }

    /// Applies a browser event as the user's action on what the window shows now, and returns
    /// whether it acted; `update()` then gives the patches. An event naming an element that has
    /// been replaced goes to the one control that took its place; with none, it throws
    /// `replacedElement` (an id the page never had: `unknownElement`), and one under a presented
    /// layer `coveredElement`. Nothing is rendered to handle an event, and no view is held between
    /// events.
    @discardableResult
    public func handle(_ event: BrowserEvent) throws(BrowserEventError) -> BrowserEventOutcome {
        switch event.kind {
        case .back:
            return outcome(window.perform(.back))
        case .resize:
            guard let width = event.width else { throw .missingValue(kind: .resize, field: "width") }
            let sizeClass: SizeClass = width >= regularWidth ? .regular : .compact
            guard window.horizontalSizeClass != sizeClass else { return .ignored }
            window.horizontalSizeClass = sizeClass
            return .handled
        case .escape:
            guard let id = event.id, let resolved = try? resolve(id) else { return outcome(window.perform(.back)) }
            return try perform(event, on: resolved.target, id: resolved.id)
        default:
            guard let id = event.id else { throw .missingValue(kind: event.kind, field: "id") }
            let resolved = try resolve(id)
            if event.kind == .focus { focus(resolved.id) }
            return try perform(event, on: resolved.target, id: resolved.id)
        }
    }

    /// The id of `view`'s element if it has been rendered and still lives (for a server that
    /// wants to address a view, such as to focus it).
    public func elementID(of view: View) -> String? {
        identities.existingID(for: view)
    }

    private func perform(_ event: BrowserEvent, on target: ElementTarget, id: String) throws(BrowserEventError) -> BrowserEventOutcome {
        guard let action = try EventRouter.action(for: event, on: target, id: id) else {
            return event.kind == .focus ? .handled : .ignored
        }
        return outcome(window.perform(action))
    }

    /// The element `id` names as the page shows it now, with the id it has now: its own, or, when
    /// it was replaced, the one control that took its place.
    private func resolve(_ id: String) throws(BrowserEventError) -> (target: ElementTarget, id: String) {
        let base = String(id.prefix { $0 != "-" })
        let suffix = String(id.dropFirst(base.count))
        if let object = identities.object(withID: base), let target = ElementTarget.resolve(id, object: object) {
            switch placement(of: target.view) {
            case .top: return (target, id)
            case .covered: throw .coveredElement(id: id)
            case .gone: break
            }
        }
        let successors = identities.successors(of: base).compactMap { object -> (ElementTarget, String)? in
            guard let successorID = identities.existingID(for: object) else { return nil }
            let full = successorID + suffix
            guard let target = ElementTarget.resolve(full, object: object), placement(of: target.view) == .top else { return nil }
            return (target, full)
        }
        if successors.count == 1, let only = successors.first { return only }
        if identities.object(withID: base) != nil || !identities.successors(of: base).isEmpty || identities.wasGiven(base) {
            throw .replacedElement(id: id)
        }
        throw .unknownElement(id: id)
    }

    /// Where a view is for the user: on the top layer of the page, under a presented layer, or
    /// not on the page at all (hidden, off screen, in another window).
    private enum Placement {
        case top, covered, gone
    }

    private func placement(of view: View) -> Placement {
        guard view.window === window else { return .gone }
        var root: View = view
        while true {
            if root.isHidden, !(root is Window) { return .gone }
            // The window's banner is above every layer: no sheet covers it.
            if root === window.banner { return .top }
            guard let parent = root.superview else { break }
            root = parent
        }
        let stack = window.presentationStack
        let layer: Int
        if root === window {
            layer = 0
        } else if let owner = root.owningViewController, let index = stack.firstIndex(where: { $0 === owner }) {
            layer = index
        } else {
            return .gone
        }
        if layer < PageRenderer.coveringLayer(in: stack) { return .gone }
        return layer == stack.count - 1 ? .top : .covered
    }

    /// Moves the focus mark to `id`: the elements losing and gaining it are built again.
    private func focus(_ id: String) {
        guard id != focusedID else { return }
        for marked in [focusedID, id].compactMap(\.self) {
            let base = String(marked.prefix { $0 != "-" })
            if let view = identities.object(withID: base) as? View { cache.evict(view) }
        }
        focusedID = id
    }

    /// The page now.
    private func render() -> HTMLElement {
        let renderer = PageRenderer(
            identities: identities, cache: cache, imageURL: imageURL, visibleRows: visibleRows, focusedID: focusedID)
        let page = renderer.render(window)
        rendersSinceCleanup += 1
        if rendersSinceCleanup >= 64 {
            rendersSinceCleanup = 0
            identities.forgetReleased()
        }
        return page
    }

    private func outcome(_ acted: Bool) -> BrowserEventOutcome {
        acted ? .handled : .ignored
    }
}
