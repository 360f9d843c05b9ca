import Screens

/// Virtual lists: only the rows that have cells are realised.
extension PageRenderer {
    /// A `<ul>` of the visible rows, with what the browser needs to size its scroll area:
    /// `data-total-rows` (every item), `data-first-row` (the position of the first realised row)
    /// and `data-visible-rows`. A list that never scrolled gets `visibleRows` rows, so loading it
    /// never makes a cell per item. A grid of cards (`layoutStyle == .cards`) is marked
    /// `data-layout="cards"` for a style sheet to lay out.
    func list(_ list: ListView, id: String) -> HTMLElement {
        if list.visibleItemLimit == nil { list.visibleItemLimit = max(visibleRows, 1) }
        list.layoutIfNeeded()
        let total = list.totalItemCount
        let first = list.firstVisibleItem
        var rows: [HTMLElement] = []
        for (offset, cell) in list.visibleCells.enumerated() {
            let position = first + offset
            var context = Hasher()
            context.combine(position)
            context.combine(total)
            context.combine(list.allowsSelection)
            let rendered = render(cell, context: context.finalize()) { [unowned self] cell, id in
                guard let cell = cell as? ListViewCell else { return nil }
                return row(cell, id: id, of: list, position: position, total: total)
            }
            if let rendered { rows.append(rendered) }
        }
        let attributes =
            [
                HTMLAttribute("data-axis", list.scrollDirection == .vertical ? "vertical" : "horizontal"),
                HTMLAttribute("data-total-rows", "\(total)"), HTMLAttribute("data-first-row", "\(first)"),
                HTMLAttribute("data-visible-rows", "\(list.visibleItemLimit ?? total)"),
            ] + (list.layoutStyle == .cards ? [HTMLAttribute("data-layout", "cards")] : [])
        return element("ul", id: id, attributes, children: rows)
    }

    /// An `<li>`: the cell's text and detail in their own elements (`s9-text`, `s9-detail`), then
    /// its views. A row the user can select (one that opens something) is opened by a button
    /// (`s9-open`, class `row-open`) holding the text and detail; without text it is named by the
    /// cell's first label (`aria-labelledby`), and a style sheet may stretch it over the whole row.
    /// A selected row is `aria-current`. The cell's thumbnail (`thumbnailView`) is an `<img>` among its
    /// views, always the first of them.
    private func row(_ cell: ListViewCell, id: String, of list: ListView, position: Int, total: Int) -> HTMLElement {
        let content = cell.renderContent
        var attributes = [
            HTMLAttribute("data-row", "\(position)"), HTMLAttribute("aria-posinset", "\(position + 1)"),
            HTMLAttribute("aria-setsize", "\(total)"),
        ]
        if content.isSelected { attributes.append(HTMLAttribute("aria-current", "true")) }
        var texts: [HTMLElement] = []
        if let text = content.text { texts.append(element("span", id: id + "-text", [HTMLAttribute("class", "text")], text: text)) }
        if let detail = content.detail {
            texts.append(element("span", id: id + "-detail", [HTMLAttribute("class", "detail")], text: detail))
        }
        let views = children(of: cell).filter { !($0.tag == "div" && $0.children.isEmpty && $0.attributes.isEmpty) }
        guard content.isFocusable, list.allowsSelection else { return element("li", id: id, attributes, children: texts + views) }
        attributes.append(HTMLAttribute("class", "opens"))
        var opener = [HTMLAttribute("type", "button"), HTMLAttribute("class", "row-open")]
        if texts.isEmpty {
            if let label = cell.accessibilityLabel {
                opener.append(HTMLAttribute("aria-label", label))
            } else if let name = views.lazy.compactMap({ $0.firstDescendant(tag: "p") }).first {
                opener.append(HTMLAttribute("aria-labelledby", name.id))
            } else {
                opener.append(HTMLAttribute("aria-label", "Open"))
            }
        }
        return element("li", id: id, attributes, children: [element("button", id: id + "-open", opener, children: texts)] + views)
    }
}
