import Screens

/// Renders one page of a Screens window as an element tree: walks the visible layers (the root
/// controller, then each presented one, from the top-most full-screen one up) and reads each view's
/// `renderContent`. A view whose subtree did not change since an earlier render is not read again:
/// its element comes from the cache, with its stamp, so the diff skips it too. One renderer renders
/// one page; the interface keeps what outlives it (the ids, the cache, the focus).
///
/// Ids: every view gets its object's id (`s12`, or `s7.size.M` after its accessibility
/// identifier); the parts of a view get that id with a suffix (`s12-input`, `s12-label`,
/// `s12-back`, `s12-title`, `s12-tab-0`, `s12-tab-0-badge`, `s12-item-1`, `s12-open`, `s12-layer`).
@MainActor
final class PageRenderer {
    /// The ids of views and bar buttons.
    let identities: ElementIdentities
    /// What earlier renders built, by view.
    let cache: RenderCache
    /// The URL of an image file, for `<img src>` (`nil`: no source, the alt text shows).
    let imageURL: @MainActor (String) -> String?
    /// How many rows a list that never scrolled shows.
    let visibleRows: Int
    /// The element marked `data-focused`.
    let focusedID: String?
    /// The ids of the elements being built, innermost last: the parent of the next view's element.
    private var openIDs: [String] = []

    init(
        identities: ElementIdentities, cache: RenderCache, imageURL: @escaping @MainActor (String) -> String?, visibleRows: Int,
        focusedID: String?
    ) {
        self.identities = identities
        self.cache = cache
        self.imageURL = imageURL
        self.visibleRows = visibleRows
        self.focusedID = focusedID
    }

    /// The window: its banner (`Window.banner`), if any, then one layer per visible controller of
    /// its presentation stack, bottom to top.
    func render(_ window: Window) -> HTMLElement {
        let stack = window.presentationStack
        let cover = Self.coveringLayer(in: stack)
        let windowID = identities.id(for: window)
        openIDs = [windowID]
        var layers: [HTMLElement] = []
        if !stack.isEmpty {
            for index in cover..<stack.count {
                guard let view = stack[index].viewIfLoaded else { continue }
                layers.append(layer(stack[index], view: view, index: index, isTop: index == stack.count - 1))
            }
        }
        if let banner = window.banner, let content = render(banner) {
            // Above every layer and in none, so no sheet makes it inert: announced politely, reachable
            // by Tab, and never where the focus goes by itself.
            let attributes = [HTMLAttribute("class", "banner"), HTMLAttribute("role", "status"), HTMLAttribute("aria-live", "polite")]
            layers.insert(element("div", id: identities.id(for: banner) + "-banner", attributes, children: [content]), at: 0)
        }
        return element("div", id: windowID, [HTMLAttribute("data-screens", "window")], children: layers)
    }

    /// The index of the lowest layer drawn: the top-most full-screen presentation (an alert never
    /// covers what is under it), else the root.
    static func coveringLayer(in stack: [ViewController]) -> Int {
        stack.indices.dropFirst().last { index in
            stack[index].modalPresentationStyle.resolved == .fullScreen && !(stack[index] is AlertController)
        } ?? 0
    }

    private func layer(_ controller: ViewController, view: View, index: Int, isTop: Bool) -> HTMLElement {
        let presentation: String
        if index == 0 {
            presentation = "root"
        } else if controller is AlertController {
            presentation = "alert"
        } else {
            presentation = controller.modalPresentationStyle.resolved == .fullScreen ? "fullScreen" : "sheet"
        }
        let layerID = identities.id(for: view) + "-layer"
        var attributes = [HTMLAttribute("class", "layer"), HTMLAttribute("data-presentation", presentation)]
        var content = render(view).map { [$0] } ?? []
        var heading = content.lazy.compactMap { $0.firstDescendant(tag: "h1") }.first
        if heading == nil, presentation != "alert", let title = Self.headingTitle(of: controller) {
            // Every page and dialog has a heading: the controller's title when no bar shows one.
            let made = element("h1", id: layerID + "-heading", [HTMLAttribute("class", "layer-heading")], text: title)
            content.insert(made, at: 0)
            heading = made
        }
        if presentation == "sheet" || presentation == "fullScreen" {
            attributes += [HTMLAttribute("role", "dialog"), HTMLAttribute("aria-modal", "true")]
            if let heading {
                attributes.append(HTMLAttribute("aria-labelledby", heading.id))
            } else {
                attributes.append(HTMLAttribute("aria-label", Self.headingTitle(of: controller) ?? "Dialog"))
            }
        }
        if !isTop { attributes.append(HTMLAttribute("inert")) }
        return element("div", id: layerID, attributes, children: content)
    }

    /// The title a layer without a bar's title is headed by: the controller's, else the first one
    /// among the children it shows (a container's signed-out screen), depth first.
    static func headingTitle(of controller: ViewController) -> String? {
        if let title = controller.title, !title.isEmpty { return title }
        for child in controller.children where child.viewIfLoaded?.window != nil && child.viewIfLoaded?.isHidden == false {
            if let title = headingTitle(of: child) { return title }
        }
        return nil
    }

    // MARK: Views

    /// The element for `view` and its subtree, or `nil` when it is hidden: kept from an earlier
    /// render while the subtree and `context` are unchanged, else built now.
    func render(_ view: View, context: Int = 0, build: ((View, String) -> HTMLElement?)? = nil) -> HTMLElement? {
        if let kept = cache.element(for: view, context: context) { return kept }
        let built: HTMLElement?
        if view.isHidden {
            built = nil
        } else {
            let id = identities.id(for: view, identifier: view.accessibilityIdentifier, parentID: openIDs.last)
            let content = view.renderContent
            identities.note(view, parentID: openIDs.last, signature: "\(content.kind.rawValue)|\(content.text ?? "")")
            openIDs.append(id)
            built = build.map { $0(view, id) } ?? element(for: view, id: id, content: content)
            openIDs.removeLast()
        }
        cache.store(built, for: view, context: context)
        return built
    }

    private func element(for view: View, id: String, content: RenderContent) -> HTMLElement? {
        switch content.kind {
        case .label:
            return element("p", id: id, content.isEnabled ? [] : [HTMLAttribute("aria-disabled", "true")], text: content.text ?? "")
        case .button, .alertAction:
            return button(view, id: id, content: content)
        case .textField:
            guard let field = view as? TextField else { return container(view, id: id) }
            return textField(field, id: id)
        case .searchField:
            guard let bar = view as? SearchBar else { return container(view, id: id) }
            return searchBar(bar, id: id)
        case .progress:
            return progress(view, id: id, content: content)
        case .activity:
            return element(
                "progress", id: id, [HTMLAttribute("aria-label", "Loading"), HTMLAttribute("aria-busy", "true")], text: "Loading")
        case .image:
            return image(view, id: id, content: content)
        case .list, .horizontalList:
            guard let list = view as? ListView else { return container(view, id: id) }
            return self.list(list, id: id)
        case .navigationBar:
            guard let bar = view as? NavigationBar else { return container(view, id: id) }
            return navigationBar(bar, id: id)
        case .tabBar:
            guard let bar = view as? TabBar else { return container(view, id: id) }
            return tabBar(bar, id: id)
        case .alert, .actionSheet:
            return alert(view, id: id, content: content)
        case .stack:
            return element(
                "div", id: id, [HTMLAttribute("data-axis", content.detail ?? "vertical")] + groupAttributes(of: view),
                children: children(of: view))
        case .container where view.isSwatch:
            return swatch(view, id: id)
        case .cell, .container, .window:
            return container(view, id: id)
        }
    }

    /// A plain container: a `div` of its visible subviews. A split view's is marked
    /// `class="split"` with `data-columns` (2 expanded, 1 collapsed), its columns side by side.
    private func container(_ view: View, id: String) -> HTMLElement {
        if let split = view.owningViewController as? SplitViewController, split.viewIfLoaded === view {
            let columns = children(of: view)
            return element(
                "div", id: id, [HTMLAttribute("class", "split"), HTMLAttribute("data-columns", "\(columns.count)")], children: columns)
        }
        return element("div", id: id, groupAttributes(of: view), children: children(of: view))
    }

    /// A named container is a labelled group (`role=group`, its `accessibilityLabel` as
    /// `aria-label`), so a screen reader says what a row of choices is for ("Colour").
    private func groupAttributes(of view: View) -> [HTMLAttribute] {
        guard let label = view.accessibilityLabel, !label.isEmpty else { return [] }
        return [HTMLAttribute("role", "group"), HTMLAttribute("aria-label", label)]
    }

    /// The visible subviews' elements in reading order: a stack's arranged views first, navigation
    /// bars before the rest and tab bars after it (where a renderer docks them).
    func children(of view: View) -> [HTMLElement] {
        var ordered = view.subviews
        if let stack = view as? StackView {
            let arranged = stack.arrangedSubviews
            ordered = arranged + view.subviews.filter { subview in !arranged.contains { $0 === subview } }
        }
        let visible = ordered.filter { !$0.isHidden }
        let tops = visible.filter { $0 is NavigationBar }
        let bottoms = visible.filter { $0 is TabBar }
        let middle = visible.filter { !($0 is NavigationBar) && !($0 is TabBar) }
        return (tops + middle + bottoms).compactMap { render($0) }
    }

    // MARK: Building elements

    /// An element, stamped as built by this render, marked `data-focused` when it is the focused one.
    func element(
        _ tag: String, id: String, _ attributes: [HTMLAttribute] = [], text: String? = nil, children: [HTMLElement] = []
    ) -> HTMLElement {
        var result = HTMLElement(tag: tag, id: id, attributes: attributes, text: text, children: children)
        if id == focusedID { result.setAttribute("data-focused", "true") }
        result.version = cache.nextVersion()
        return result
    }
}
