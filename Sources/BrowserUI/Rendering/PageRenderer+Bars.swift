import Screens

/// The navigation bar and the tab bar.
extension PageRenderer {
    /// A `<header>`: the back button (`s3-back`, the user's back tap), the leading bar buttons, the
    /// title (`<h1>`), the trailing bar buttons (`s3-item-N`, leading ones first).
    func navigationBar(_ bar: NavigationBar, id: String) -> HTMLElement {
        var parts: [HTMLElement] = []
        if let back = bar.backButtonTitle {
            let backID = id + "-back"
            parts.append(
                element(
                    "button", id: backID,
                    [
                        HTMLAttribute("type", "button"), HTMLAttribute("data-action", "back"),
                        HTMLAttribute("aria-label", "Back to " + back),
                    ],
                    text: "‹ " + back))
        }
        let item = bar.topItem
        let leading = item?.leftBarButtonItems ?? []
        let trailing = item?.rightBarButtonItems ?? []
        for (index, button) in leading.enumerated() { parts.append(barButton(button, id: "\(id)-item-\(index)")) }
        if let title = bar.title, !title.isEmpty {
            parts.append(element("h1", id: id + "-title", text: title))
        }
        for (offset, button) in trailing.enumerated() {
            parts.append(barButton(button, id: "\(id)-item-\(leading.count + offset)"))
        }
        return element("header", id: id, [HTMLAttribute("class", "navigation-bar")], children: parts)
    }

    private func barButton(_ button: BarButtonItem, id: String) -> HTMLElement {
        var attributes = [HTMLAttribute("type", "button")]
        if !button.isEnabled { attributes.append(HTMLAttribute("disabled")) }
        return element("button", id: id, attributes, text: button.title)
    }

    /// A `<nav role=tablist>` of `role=tab` buttons (`s5-tab-N`): the title, and the badge in its
    /// own element (`s5-tab-N-badge`) so a new count is one small patch. A tab is named in words by
    /// its item's `accessibilityLabel` ("Cart, 1 item"); without one, by its title, described by its
    /// badge (`aria-describedby`), so the title and count are never read as one word ("Cart1").
    func tabBar(_ bar: TabBar, id: String) -> HTMLElement {
        let controllers = (bar.superview?.owningViewController as? TabBarController)?.viewControllers ?? []
        var tabs: [HTMLElement] = []
        for (index, title) in bar.titles.enumerated() {
            let tabID = "\(id)-tab-\(index)"
            let controller = controllers.indices.contains(index) ? controllers[index] : nil
            let item = controller?.tabBarItem
            var shown = title
            if shown.isEmpty, let root = (controller as? NavigationController)?.viewControllers.first {
                shown = root.tabBarItem.title ?? root.title ?? ""
            }
            var attributes = [
                HTMLAttribute("type", "button"), HTMLAttribute("role", "tab"),
                HTMLAttribute("aria-selected", bar.selectedIndex == index ? "true" : "false"),
            ]
            if let label = item?.accessibilityLabel {
                attributes.append(HTMLAttribute("aria-label", label))
            } else if item?.badgeValue != nil {
                attributes.append(HTMLAttribute("aria-describedby", tabID + "-badge"))
            }
            if item?.isEnabled == false { attributes.append(HTMLAttribute("disabled")) }
            var parts = [element("span", id: tabID + "-title", text: shown)]
            if let badge = item?.badgeValue {
                parts.append(element("span", id: tabID + "-badge", [HTMLAttribute("class", "badge")], text: badge))
            }
            tabs.append(element("button", id: tabID, attributes, children: parts))
        }
        return element("nav", id: id, [HTMLAttribute("role", "tablist"), HTMLAttribute("class", "tab-bar")], children: tabs)
    }
}
