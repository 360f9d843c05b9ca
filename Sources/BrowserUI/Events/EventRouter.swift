import Screens

/// Turns a browser event on an element into the user's action (`UserAction`), the same one a
/// terminal's key gives: a click is a tap, an input an edit, a submit return or search, a scroll a
/// scroll. What the action does is Screens' (`Window.perform(_:)`).
@MainActor
enum EventRouter {
    /// The action `event` on `target` stands for; `nil` when it means nothing there (a click on
    /// text). Throws for an event an element cannot take (typing into a button) or one that
    /// lacks a value.
    static func action(for event: BrowserEvent, on target: ElementTarget, id: String) throws(BrowserEventError) -> UserAction? {
        switch event.kind {
        case .click: return click(target)
        case .input:
            guard let text = event.text else { throw .missingValue(kind: .input, field: "text") }
            guard case .view(let view) = target, takesText(view) else { throw .unsupported(kind: .input, id: id) }
            return .edit(view, text)
        case .submit:
            guard case .view(let view) = target, takesText(view) else { throw .unsupported(kind: .submit, id: id) }
            return .submit(view)
        case .scroll:
            guard case .view(let view) = target, let list = view as? ListView else { throw .unsupported(kind: .scroll, id: id) }
            guard let first = event.firstRow else { throw .missingValue(kind: .scroll, field: "firstRow") }
            guard let count = event.rowCount else { throw .missingValue(kind: .scroll, field: "rowCount") }
            return .scroll(list, firstItem: first, itemCount: count)
        case .focus:
            guard case .view(let view) = target, let bar = view as? SearchBar, !bar.isEditing else { return nil }
            return .tap(bar)
        case .escape:
            guard case .view(let view) = target, let bar = view as? SearchBar, bar.isEditing else { return .back }
            return .endEditing(bar)
        case .back:
            return .back
        case .resize:
            return nil
        }
    }

    private static func click(_ target: ElementTarget) -> UserAction? {
        switch target {
        case .view(let view):
            switch view {
            case is Button, is AlertActionView, is ListViewCell, is SearchBar: .tap(view)
            default: nil
            }
        case .back(let bar): .tapBack(bar)
        case .barButton(_, let item): .tapBarButton(item)
        case .tab(let bar, let index): .selectTab(bar, index: index)
        }
    }

    private static func takesText(_ view: View) -> Bool {
        view is TextField || view is SearchBar
    }
}
