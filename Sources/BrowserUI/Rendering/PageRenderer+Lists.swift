import Screens

/// Virtual lists: only the rows that have cells are realised.
extension PageRenderer {
    /// A `<ul>` of the visible rows, with what the browser needs to size its scroll area:
    /// `data-total-rows` (every item), `data-first-row` (the position of the first realised row)
    /// and `data-visible-rows`. A list that never scrolled gets `visibleRows` rows, so loading it
    /// never makes a cell per item.
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
        let attributes = [
            HTMLAttribute("data-axis", list.scrollDirection == .vertical ? "vertical" : "horizontal"),
            HTMLAttribute("data-total-rows", "\(total)"), HTMLAttribute("data-first-row", "\(first)"),
            HTMLAttribute("data-visible-rows", "\(list.visibleItemLimit ?? total)"),
        ]
        return element("ul", id: id, attributes, children: rows)
    }

    /// An `<li>`: the cell's text and detail in their own elements (`s9-text`, `s9-detail`), then
    /// its views; `aria-selected` when selected, and a tab stop when the list lets the user select it.
    private func row(_ cell: ListViewCell, id: String, of list: ListView, position: Int, total: Int) -> HTMLElement {
        let content = cell.renderContent
        var attributes = [
            HTMLAttribute("data-row", "\(position)"), HTMLAttribute("aria-posinset", "\(position + 1)"),
            HTMLAttribute("aria-setsize", "\(total)"),
        ]
        if content.isSelected { attributes.append(HTMLAttribute("aria-selected", "true")) }
        if content.isFocusable, list.allowsSelection {
            attributes.append(HTMLAttribute("tabindex", "0"))
        }
        var parts: [HTMLElement] = []
        if let text = content.text { parts.append(element("span", id: id + "-text", [HTMLAttribute("class", "text")], text: text)) }
        if let detail = content.detail {
            parts.append(element("span", id: id + "-detail", [HTMLAttribute("class", "detail")], text: detail))
        }
        parts += children(of: cell).filter { !($0.tag == "div" && $0.children.isEmpty && $0.attributes.isEmpty) }
        return element("li", id: id, attributes, children: parts)
    }
}
