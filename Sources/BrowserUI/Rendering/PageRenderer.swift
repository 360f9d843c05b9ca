import Screens

/// Renders one page of a Screens window as an element tree: walks the visible layers (the root
/// controller, then each presented one, from the top-most full-screen one up), reads each view's
/// `renderContent` and records what every actionable element does. One renderer renders one page;
/// the interface keeps what outlives it (the ids, the focus).
///
/// Ids: every view gets its object's id (`s12`); the parts of a view get that id with a suffix
/// (`s12-input`, `s12-label`, `s12-back`, `s12-title`, `s12-tab-0`, `s12-tab-0-badge`,
/// `s12-item-1`, `s12-layer`).
@MainActor
final class PageRenderer {
    /// The ids of views and bar buttons.
    let identities: ElementIdentities
    /// The URL of an image file, for `<img src>` (`nil`: no source, the alt text shows).
    let imageURL: @MainActor (String) -> String?
    /// How many rows a list that never scrolled shows.
    let visibleRows: Int
    /// The element marked `data-focused`.
    let focusedID: String?
    /// What the elements of the top layer do, by id.
    private(set) var actions: [String: ElementAction] = [:]
    /// The actionable ids of the layers under the top one (shown, but out of the user's reach).
    private(set) var coveredIDs: Set<String> = []

    init(identities: ElementIdentities, imageURL: @escaping @MainActor (String) -> String?, visibleRows: Int, focusedID: String?) {
        self.identities = identities
        self.imageURL = imageURL
        self.visibleRows = visibleRows
        self.focusedID = focusedID
    }

    /// The window: one layer per visible controller of its presentation stack, bottom to top.
    func render(_ window: Window) -> HTMLElement {
        let stack = window.presentationStack
        let cover =
            stack.indices.dropFirst().last { index in
                stack[index].modalPresentationStyle.resolved == .fullScreen && !(stack[index] is AlertController)
            } ?? 0
        var layers: [HTMLElement] = []
        if !stack.isEmpty {
            for index in cover..<stack.count {
                guard let view = stack[index].viewIfLoaded else { continue }
                coveredIDs.formUnion(actions.keys)
                actions.removeAll()
                layers.append(layer(stack[index], view: view, index: index, isTop: index == stack.count - 1))
            }
        }
        return element("div", id: identities.id(for: window), [HTMLAttribute("data-screens", "window")], children: layers)
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
        var attributes = [HTMLAttribute("class", "layer"), HTMLAttribute("data-presentation", presentation)]
        if presentation == "sheet" || presentation == "fullScreen" {
            attributes += [HTMLAttribute("role", "dialog"), HTMLAttribute("aria-modal", "true")]
        }
        if !isTop { attributes.append(HTMLAttribute("inert")) }
        let content = render(view).map { [$0] } ?? []
        return element("div", id: identities.id(for: view) + "-layer", attributes, children: content)
    }

    // MARK: Views

    /// The element for `view` and its subtree, or `nil` when it is hidden.
    func render(_ view: View) -> HTMLElement? {
        guard !view.isHidden else { return nil }
        let id = identities.id(for: view)
        let content = view.renderContent
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
            return image(id: id, content: content)
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
            return element("div", id: id, [HTMLAttribute("data-axis", content.detail ?? "vertical")], children: children(of: view))
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
        return element("div", id: id, children: children(of: view))
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
        return (tops + middle + bottoms).compactMap(render)
    }

    // MARK: Building elements

    /// An element, marked `data-focused` when it is the focused one.
    func element(
        _ tag: String, id: String, _ attributes: [HTMLAttribute] = [], text: String? = nil, children: [HTMLElement] = []
    ) -> HTMLElement {
        var result = HTMLElement(tag: tag, id: id, attributes: attributes, text: text, children: children)
        if id == focusedID { result.setAttribute("data-focused", "true") }
        return result
    }

    /// Records what an element of the layer being rendered does.
    func record(_ action: ElementAction, for id: String) {
        actions[id] = action
    }
}
