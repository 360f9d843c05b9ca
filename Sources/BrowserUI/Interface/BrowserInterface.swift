public import Screens

/// A Screens window in a browser, without the browser: it renders the window as semantic HTML,
/// keeps the last page to answer each change with small patches, and turns the browser's events
/// into the user's touches, the same ones TerminalUI's keys produce. It has no server of its own:
/// a server sends `renderPage()` on a load, the patches of `update()` after each change, and hands
/// the events it receives to `handle(_:)`.
///
/// Every element has an id that patches and events address: a view's id (`s12`) is given the first
/// time it is rendered and kept while the view lives; parts of a view add a suffix (`s12-input`,
/// `s12-back`, `s12-tab-0`, `s12-tab-0-badge`). All text is escaped, and a secure field's value is
/// never written.
@MainActor
public final class BrowserInterface {
    /// The window shown.
    public let window: Window
    /// How many rows a list shows before the browser reports its own range (a `scroll` event).
    public var visibleRows: Int
    /// From how many CSS pixels across the window is regular (a split view's two columns side by
    /// side); narrower, compact. The browser reports its width with `resize` events.
    public var regularWidth = 900
    private let imageURL: @MainActor (String) -> String?
    private let identities = ElementIdentities()
    private var lastPage: HTMLElement?
    private var focusedID: String?

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
        let page = render().page
        lastPage = page
        return page.html
    }

    /// The patches that bring a browser showing the last page to the window as it is now, in
    /// order (none when nothing changed). The first call, with no page yet, replaces the whole
    /// window element.
    public func update() -> [HTMLPatch] {
        let page = render().page
        defer { lastPage = page }
        guard let lastPage else { return [.replace(page.id, html: page.html)] }
        return HTMLDiff.patches(from: lastPage, to: page)
    }

    /// Applies a browser event as the user's touch on what the window shows now (the page the
    /// browser has, unless something changed since), and returns whether it acted; `update()`
    /// then gives the patches. An id the page does not have (any more) throws `unknownElement`,
    /// one under a presented layer `coveredElement`. No view is held between events.
    @discardableResult
    public func handle(_ event: BrowserEvent) throws(BrowserEventError) -> BrowserEventOutcome {
        let (page, renderer) = render()
        let actions = renderer.actions
        switch event.kind {
        case .back:
            return EventRouter.goBack(in: window)
        case .resize:
            guard let width = event.width else { throw .missingValue(kind: .resize, field: "width") }
            let sizeClass: SizeClass = width >= regularWidth ? .regular : .compact
            guard window.horizontalSizeClass != sizeClass else { return .ignored }
            window.horizontalSizeClass = sizeClass
            return .handled
        case .escape:
            guard let id = event.id, let action = actions[id], case .searchBar(let bar) = action, bar.isEditing else {
                return EventRouter.goBack(in: window)
            }
            return try EventRouter.apply(event, id: id, to: action)
        default:
            guard let id = event.id else { throw .missingValue(kind: event.kind, field: "id") }
            guard let action = actions[id] else {
                if renderer.coveredIDs.contains(id) { throw .coveredElement(id: id) }
                var renderedIDs: Set<String> = []
                page.collectIDs(into: &renderedIDs)
                guard renderedIDs.contains(id) else { throw .unknownElement(id: id) }
                if event.kind == .focus {
                    focusedID = id
                    return .handled
                }
                throw .unsupported(kind: event.kind, id: id)
            }
            if event.kind == .focus { focusedID = id }
            return try EventRouter.apply(event, id: id, to: action)
        }
    }

    /// The id of `view`'s element if it has been rendered and still lives (for a server that
    /// wants to address a view, such as to focus it).
    public func elementID(of view: View) -> String? {
        identities.existingID(for: view)
    }

    /// The page now, and the renderer that knows what its elements do.
    private func render() -> (page: HTMLElement, renderer: PageRenderer) {
        let renderer = PageRenderer(identities: identities, imageURL: imageURL, visibleRows: visibleRows, focusedID: focusedID)
        let page = renderer.render(window)
        identities.forgetReleased()
        return (page, renderer)
    }
}
