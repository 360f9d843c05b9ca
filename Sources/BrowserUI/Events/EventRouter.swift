import Screens

/// Turns browser events on elements into the user's actions in Screens, as TerminalUI's keys do:
/// taps, typing, return and search, selection, scrolling, the back button's tap (a user pop the
/// navigation delegate hears), an alert's cancel and a sheet's swipe.
@MainActor
enum EventRouter {
    /// The most rows a scroll event may ask for (a browser reporting more gets this many).
    static let maximumRows = 500

    /// Applies `event` to the element whose action is `action`.
    static func apply(_ event: BrowserEvent, id: String, to action: ElementAction) throws(BrowserEventError) -> BrowserEventOutcome {
        switch event.kind {
        case .click: return click(action, id: id)
        case .input:
            guard let text = event.text else { throw .missingValue(kind: .input, field: "text") }
            return try input(text, into: action, id: id)
        case .submit: return try submit(action, id: id)
        case .scroll:
            guard case .list(let list) = action else { throw .unsupported(kind: .scroll, id: id) }
            guard let first = event.firstRow else { throw .missingValue(kind: .scroll, field: "firstRow") }
            guard let count = event.rowCount else { throw .missingValue(kind: .scroll, field: "rowCount") }
            return scroll(list, firstRow: first, rowCount: count)
        case .focus:
            if case .searchBar(let bar) = action { return outcome(bar.userBeginEditing()) }
            return .handled
        case .escape:
            guard case .searchBar(let bar) = action, bar.isEditing else { return .ignored }
            if bar.showsCancelButton { bar.userTapCancel() }
            bar.endEditing()
            return .handled
        case .back, .resize:
            return .ignored
        }
    }

    private static func click(_ action: ElementAction, id: String) -> BrowserEventOutcome {
        switch action {
        case .button(let button): outcome(button.tap())
        case .alertAction(let view): outcome(view.tap())
        case .barButton(let item): outcome(item.tap())
        case .back(let bar): outcome(bar.tapBack() != nil)
        case .tab(let bar, let index): outcome(bar.tap(at: index))
        case .cell(let list, let cell):
            if let indexPath = list.indexPath(for: cell) { outcome(list.userSelectItem(at: indexPath)) } else { .ignored }
        case .searchBar(let bar): outcome(bar.userBeginEditing())
        case .textField, .list: .ignored
        }
    }

    /// The field's value becomes `text` the way a user edits it: deleting back to what the two
    /// share, then typing the rest.
    private static func input(_ text: String, into action: ElementAction, id: String) throws(BrowserEventError) -> BrowserEventOutcome {
        switch action {
        case .textField(let field):
            return edit(from: field.text, to: text, deleteBackward: field.userDeleteBackward, type: field.userType)
        case .searchBar(let bar):
            if text.isEmpty, !bar.text.isEmpty { return outcome(bar.userClear()) }
            return edit(from: bar.text, to: text, deleteBackward: bar.userDeleteBackward, type: bar.userType)
        default:
            throw .unsupported(kind: .input, id: id)
        }
    }

    /// Deletes from the end of `current` back to what it shares with `new`, then types the rest of `new`.
    private static func edit(
        from current: String, to new: String, deleteBackward: () -> Bool, type: (String) -> Bool
    ) -> BrowserEventOutcome {
        guard current != new else { return .ignored }
        let kept = zip(current, new).prefix { $0 == $1 }.count
        for _ in kept..<current.count {
            guard deleteBackward() else { return .ignored }
        }
        let rest = String(new.dropFirst(kept))
        return rest.isEmpty || type(rest) ? .handled : .ignored
    }

    private static func submit(_ action: ElementAction, id: String) throws(BrowserEventError) -> BrowserEventOutcome {
        switch action {
        case .textField(let field): return outcome(field.userPressReturn())
        case .searchBar(let bar): return outcome(bar.userBeginEditing() && bar.userPressSearch())
        default: throw .unsupported(kind: .submit, id: id)
        }
    }

    /// Shows `rowCount` rows (at least 1, at most `maximumRows`) from `firstRow`, as the user's scroll.
    private static func scroll(_ list: ListView, firstRow: Int, rowCount: Int) -> BrowserEventOutcome {
        let rows = min(max(rowCount, 1), maximumRows)
        let resized = list.visibleItemLimit != rows
        if resized { list.visibleItemLimit = rows }
        let target = min(max(firstRow, 0), max(list.totalItemCount - 1, 0))
        let moved = list.userScroll(byItems: target - list.firstVisibleItem)
        return resized || moved ? .handled : .ignored
    }

    /// The browser's Back (or Escape): the back button of the navigation controller on screen;
    /// at a stack's root, the presented alert's cancel or the sheet's swipe, as the user would.
    static func goBack(in window: Window) -> BrowserEventOutcome {
        guard let top = window.presentationStack.last else { return .ignored }
        if let navigation = top.onScreenBackNavigation {
            return outcome(navigation.navigationBar.tapBack() != nil)
        }
        guard top.presentingViewController != nil else { return .ignored }
        if let alert = top as? AlertController { return outcome(alert.userCancel()) }
        return top.presentationController?.userSwipeToDismiss() == .dismissed ? .handled : .ignored
    }

    private static func outcome(_ acted: Bool) -> BrowserEventOutcome {
        acted ? .handled : .ignored
    }
}
