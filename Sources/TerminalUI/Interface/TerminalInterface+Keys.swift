import Screens

/// Keys as the user's actions: each key that acts on the window becomes a `UserAction` that Screens
/// carries out (`Window.perform(_:)`), as a browser's events do; the keys that move focus, switch
/// windows or open the overlays are the terminal's own.
extension TerminalInterface {
    /// Acts on one key as the user's touch, on what is on screen now.
    ///
    /// While a text field or search bar has focus, printable keys (letters like `q` and `j`
    /// included) and Backspace edit it; arrows, Enter, Tab and Esc keep their meaning.
    @discardableResult
    public func handle(_ key: Key) -> KeyOutcome {
        if let overlay { return handleInOverlay(overlay, key: key) }
        let screen = layout()
        focus?.isChosen = true
        if let focused = screen.focused, focused.takesText, let outcome = edit(focused, with: key) {
            return outcome
        }
        switch key {
        case .up, .character("k"): return moved(.up)
        case .down, .character("j"): return moved(.down)
        case .left, .character("h"): return moved(.left)
        case .right, .character("l"): return moved(.right)
        case .pageUp: return moved(.up, steps: pageSize(screen))
        case .pageDown: return moved(.down, steps: pageSize(screen))
        case .enter, .character(" "): return activate(screen.focused)
        case .escape, .backspace: return goBack(screen)
        case .tab: return isForm(screen) ? moveThroughForm(screen, by: 1) : switchTab(screen, by: 1)
        case .backTab: return isForm(screen) ? moveThroughForm(screen, by: -1) : switchTab(screen, by: -1)
        case .character(let character) where ("1"..."9").contains(character):
            guard let number = character.wholeNumberValue else { return .ignored }
            return selectTab(screen, at: number - 1)
        case .character("/"): return search(screen)
        case .character("?"):
            show(.help)
            return .handled
        case .character("i"):
            guard inspector != nil else { return .ignored }
            show(.inspector)
            return .handled
        case .character("w"): return openWindow()
        case .character("W"): return switchWindow()
        case .character("q"), .control("c"): return quit()
        case .control("l"): return .redrawAll
        default: return .ignored
        }
    }

    /// Types `text` into the focused text field or search bar. Returns `false`, typing nothing,
    /// when focus is elsewhere or the field refuses.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard overlay == nil, let focused = layout().focused, let view = focused.activation.view, focused.takesText else { return false }
        focus?.isChosen = true
        return perform(.type(view, text))
    }

    /// Carries out `action` on the window shown.
    @discardableResult
    private func perform(_ action: UserAction) -> Bool {
        displayedWindow?.perform(action) ?? false
    }

    /// Editing keys in a focused field; `nil` for keys that keep their usual meaning.
    private func edit(_ element: FocusableElement, with key: Key) -> KeyOutcome? {
        switch (key, element.activation) {
        case (.character(let character), .textField(let field)):
            perform(.type(field, String(character)))
            return .handled
        case (.character(let character), .searchBar(let bar)):
            perform(.type(bar, String(character)))
            return .handled
        case (.backspace, .textField(let field)):
            perform(.deleteBackward(field))
            return .handled
        case (.backspace, .searchBar(let bar)):
            perform(.deleteBackward(bar))
            return .handled
        case (.escape, .searchBar(let bar)) where bar.isEditing:
            perform(.endEditing(bar))
            if editingSearchBar === bar { editingSearchBar = nil }
            return .handled
        case (.control("c"), _):
            return quit()
        default:
            return nil
        }
    }

    private func handleInOverlay(_ overlay: Overlay, key: Key) -> KeyOutcome {
        switch key {
        case .escape, .backspace, .enter:
            self.overlay = nil
        case .character("?") where overlay == .help, .character("i") where overlay == .inspector:
            self.overlay = nil
        case .character("?"):
            show(.help)
        case .character("i") where inspector != nil:
            show(.inspector)
        case .up, .character("k"):
            overlayOffset = max(overlayOffset - 1, 0)
        case .down, .character("j"):
            overlayOffset += 1
        case .pageUp:
            overlayOffset = max(overlayOffset - max(size.height - 4, 1), 0)
        case .pageDown:
            overlayOffset += max(size.height - 4, 1)
        case .character("q"), .control("c"):
            return quit()
        case .control("l"):
            return .redrawAll
        default:
            return .ignored
        }
        return .handled
    }

    private func show(_ overlay: Overlay) {
        self.overlay = overlay
        overlayOffset = 0
    }

    private func moved(_ direction: FocusDirection, steps: Int = 1) -> KeyOutcome {
        moveFocus(direction, steps: steps) ? .handled : .ignored
    }

    /// A screenful of items: the focused element's innermost vertical list's visible count.
    private func pageSize(_ screen: RenderedScreen) -> Int {
        let list = screen.focused?.lists.last { $0.list.scrollDirection == .vertical }?.list
        return max((list?.visibleItemLimit ?? 1) - 1, 1)
    }

    /// Enter: the user's tap on the focused element.
    private func activate(_ element: FocusableElement?) -> KeyOutcome {
        guard let element else { return .ignored }
        // Focus scrolled out of view by the arrows: Enter brings it back first, so nothing unseen
        // is tapped.
        if !element.isOnScreen, let region = element.scrollRegion {
            scrollPositions[region]?.followedKey = nil
            return .handled
        }
        let action: UserAction =
            switch element.activation {
            case .button(let button): .tap(button)
            case .cell(let list, let indexPath): .chooseRow(list, indexPath)
            case .textField(let field): .submit(field)
            case .searchBar(let bar): bar.isEditing ? .submit(bar) : .tap(bar)
            case .alertAction(let action): .tap(action)
            case .barButton(let item): .tapBarButton(item)
            }
        return perform(action) ? .handled : .ignored
    }

    /// Esc and Backspace: the user's Back (Screens' rule: the back button of the stack on screen,
    /// else the presented alert cancelled or sheet swiped away).
    private func goBack(_ screen: RenderedScreen) -> KeyOutcome {
        guard screen.top != nil else { return .ignored }
        return perform(.back) ? .handled : .ignored
    }

    /// Whether the screen is a form: it has a text field (a search bar alone does not make one), so
    /// Tab and Shift-Tab go from field to field, as in a terminal's forms, instead of switching tabs.
    private func isForm(_ screen: RenderedScreen) -> Bool {
        screen.elements.contains(where: \.isFormField)
    }

    /// Tab and Shift-Tab in a form: focus to the next or previous element in reading order (the
    /// fields, then the buttons after them), round from the last to the first.
    private func moveThroughForm(_ screen: RenderedScreen, by step: Int) -> KeyOutcome {
        let elements = screen.elements
        guard !elements.isEmpty else { return .ignored }
        let current = screen.focused.flatMap { focused in elements.firstIndex { $0.key == focused.key } }
        let next = current.map { ($0 + step + elements.count) % elements.count } ?? (step > 0 ? 0 : elements.count - 1)
        setFocus(elements[next])
        return .handled
    }

    /// Tab and Shift-Tab: the user's tap on the next or previous enabled tab.
    private func switchTab(_ screen: RenderedScreen, by step: Int) -> KeyOutcome {
        guard let tabs = screen.top.flatMap(Self.tabBarController(in:)), let selected = tabs.selectedIndex else { return .ignored }
        let count = tabs.viewControllers.count
        guard count > 1 else { return .ignored }
        var index = selected
        for _ in 1..<count {
            index = (index + step + count) % count
            if tabs.viewControllers[index].tabBarItem.isEnabled { return selectTab(screen, at: index) }
        }
        return .ignored
    }

    /// A digit: the user's tap on that tab (tapping the selected tab pops its stack to the root).
    private func selectTab(_ screen: RenderedScreen, at index: Int) -> KeyOutcome {
        guard let tabs = screen.top.flatMap(Self.tabBarController(in:)) else { return .ignored }
        return perform(.selectTab(tabs.tabBar, index: index)) ? .handled : .ignored
    }

    /// `/`: focus the search bar on screen, else the program's search.
    private func search(_ screen: RenderedScreen) -> KeyOutcome {
        if let bar = screen.elements.first(where: \.isSearchBar) {
            setFocus(bar)
            return .handled
        }
        guard let search = hooks.search else { return .ignored }
        search()
        return .handled
    }

    private func openWindow() -> KeyOutcome {
        guard let openWindow = hooks.openWindow else { return .ignored }
        let before = application.connectedScenes.map(ObjectIdentifier.init)
        openWindow()
        if let opened = application.connectedScenes.first(where: { !before.contains(ObjectIdentifier($0)) }) {
            selectedScene = opened
        }
        return .handled
    }

    private func switchWindow() -> KeyOutcome {
        let scenes = application.connectedScenes
        guard scenes.count > 1, let shown = displayedScene, let index = scenes.firstIndex(where: { $0 === shown }) else {
            return .ignored
        }
        let next = scenes[(index + 1) % scenes.count]
        selectedScene = next
        hooks.didSwitchWindow?(next)
        return .handled
    }

    private func quit() -> KeyOutcome {
        hooks.quit?()
        return .quit
    }
}
