import Screens

/// What an element of the page is, found from its id when an event names it: a view, or a part of
/// one that is not a view of its own (a navigation bar's back button or bar button item, a tab).
@MainActor
enum ElementTarget {
    /// A view's element or one of its parts that stands for it (a field's input or label, a
    /// row's text).
    case view(View)
    /// A navigation bar's back button (`s3-back`).
    case back(NavigationBar)
    /// A navigation bar's button item (`s3-item-N`, leading items first).
    case barButton(NavigationBar, BarButtonItem)
    /// A tab of a tab bar (`s5-tab-N`, or its title or badge).
    case tab(TabBar, Int)

    /// The view the element belongs to.
    var view: View {
        switch self {
        case .view(let view): view
        case .back(let bar), .barButton(let bar, _): bar
        case .tab(let bar, _): bar
        }
    }

    /// The target of element `id` whose base (the id before the first `-`) names `object`, or `nil`
    /// when the suffix names nothing `object` has.
    static func resolve(_ id: String, object: AnyObject) -> ElementTarget? {
        guard let view = object as? View else { return nil }
        let parts = id.split(separator: "-", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard let part = parts.first else { return .view(view) }
        switch part {
        case "back":
            guard let bar = view as? NavigationBar, bar.backButtonTitle != nil else { return nil }
            return .back(bar)
        case "item":
            guard let bar = view as? NavigationBar, parts.count > 1, let index = Int(parts[1]) else { return nil }
            let items = (bar.topItem?.leftBarButtonItems ?? []) + (bar.topItem?.rightBarButtonItems ?? [])
            return items.indices.contains(index) ? .barButton(bar, items[index]) : nil
        case "tab":
            guard let bar = view as? TabBar, parts.count > 1, let index = Int(parts[1]), bar.titles.indices.contains(index) else {
                return nil
            }
            return .tab(bar, index)
        default:
            return .view(view)
        }
    }
}
