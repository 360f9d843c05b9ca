import Foundation
import Screens

/// Virtual lists: vertical lists as rows, horizontal lists as chips or cards. Only the items that
/// fit get cells (the renderer keeps `visibleItemLimit` at that count), so drawing a list costs the
/// same for 30 items as for 100,000.
extension ScreenRenderer {
    /// An item that has a cell and fits.
    struct VisibleItem {
        let cell: ListViewCell
        let indexPath: IndexPath
        let position: Int
        /// Rows (vertical list) or columns (chips) it takes.
        let extent: Int
    }

    // MARK: Vertical lists

    /// Rows of cells from the first visible item down, and a scroll bar when not all items fit.
    func drawList(_ list: ListView, in rect: Rect, path: FocusKey) -> Int {
        let total = itemCount(of: list, guess: rect.height)
        guard total > 0 else { return rect.height }
        let scrolls = total > rect.height || list.firstVisibleItem > 0
        let width = scrolls ? rect.width - 1 : rect.width
        let items = fitItems(list, extent: rect.height, gap: 0) { self.cellHeight($0, width: width) }
        var row = rect.y
        for item in items where row < rect.maxY {
            if item.extent > rect.height, items.count == 1 {
                drawTallItem(item, of: list, in: Rect(x: rect.x, y: row, width: width, height: rect.height), path: path)
                break
            }
            let cellRect = Rect(x: rect.x, y: row, width: width, height: min(item.extent, rect.maxY - row))
            drawCell(item, of: list, in: cellRect, path: path, card: false)
            row += item.extent
        }
        if scrolls, let first = items.first {
            drawScrollBar(column: rect.maxX - 1, rows: rect.y..<rect.maxY, first: first.position, visible: items.count, total: total)
        }
        return rect.height
    }

    /// Sets `visibleItemLimit` to the items that fit in `extent` (rows, or columns) and returns them.
    /// A few passes at most: it grows the limit while there is room and items left, and shrinks it
    /// when the cells came out larger; then it stays put frame after frame.
    func fitItems(_ list: ListView, extent: Int, gap: Int, measure: (ListViewCell) -> Int) -> [VisibleItem] {
        let total = itemCount(of: list)
        guard total > 0, extent > 0 else { return [] }
        var limit = min(max(list.visibleItemLimit ?? extent, 1), extent)
        var mayGrow = true
        var items: [VisibleItem] = []
        for _ in 0..<4 {
            if list.visibleItemLimit != limit { list.visibleItemLimit = limit }
            let cells = list.visibleCells
            let paths = list.indexPathsForVisibleItems
            let first = list.firstVisibleItem
            items = []
            var used = 0
            for (offset, (cell, indexPath)) in zip(cells, paths).enumerated() {
                let size = max(measure(cell), 1)
                let needed = (items.isEmpty ? 0 : gap) + size
                if !items.isEmpty, used + needed > extent { break }
                used += needed
                items.append(VisibleItem(cell: cell, indexPath: indexPath, position: first + offset, extent: size))
            }
            if items.count < cells.count {
                limit = items.count
                mayGrow = false
                continue
            }
            let spare = extent - used
            let largest = items.map(\.extent).max() ?? 1
            guard mayGrow, spare >= largest + gap else { break }
            if cells.count == limit, first + limit < total {
                limit += max(1, spare / (largest + gap))
            } else if first > 0 {
                // The end of the list is in view with room above it: show more items before it.
                list.userScroll(byItems: -max(1, spare / (largest + gap)))
            } else {
                break
            }
        }
        return items
    }

    /// The rows a cell takes at `width`: a row for its text, then its content.
    func cellHeight(_ cell: ListViewCell, width: Int) -> Int {
        cellDepth += 1
        defer { cellDepth -= 1 }
        let textRow = cell.text != nil || cell.detailText != nil ? 1 : 0
        return max(textRow + measureColumn(Self.cellSubviews(of: cell), width: width - 4, spacing: 0).height, 1)
    }

    /// What a cell draws below its text: its subviews but its thumbnail (`thumbnailView`), which a
    /// row of text leaves out (a list keeps its look of lines).
    static func cellSubviews(of cell: ListViewCell) -> [(index: Int, view: View)] {
        let thumbnail = cell.thumbnailViewIfLoaded
        return indexedSubviews(of: cell).filter { $0.view !== thumbnail }
    }

    /// One cell: its text with the detail at the right, then its content. The cell is focusable
    /// unless it holds focusable views of its own and its list has no delegate to select it.
    func drawCell(_ item: VisibleItem, of list: ListView, in rect: Rect, path: FocusKey, card: Bool) {
        let itemPath = path + [.item(item.position)]
        enclosingLists.append(EnclosingList(list: list, position: item.position, stepIndex: itemPath.count - 1))
        cellDepth += 1
        defer {
            enclosingLists.removeLast()
            cellDepth -= 1
        }
        let content = item.cell.renderContent
        let inner = card ? rect.inset(horizontal: 2, vertical: 1) : rect.inset(horizontal: 2)
        let elementsBefore = elements.count
        var row = inner.y
        if content.text != nil || content.detail != nil {
            drawCellText(content, in: Rect(x: inner.x, y: row, width: inner.width, height: 1))
            row += 1
        }
        _ = drawColumn(Self.cellSubviews(of: item.cell), in: inner.rows(from: row), path: itemPath, spacing: 0, centering: false)
        // A cell is a focus stop when nothing in it is, or when it can be selected and shows itself
        // (a card, or a row with its own text); a cell that only holds a carousel is not.
        let holdsFocusables = elements.count > elementsBefore
        let showsItself = card || row > inner.y
        guard content.isFocusable, !holdsFocusables || (list.allowsSelection && list.delegate != nil && showsItself) else { return }
        let focusRect = card ? rect : (row > inner.y ? Rect(x: rect.x, y: rect.y, width: rect.width, height: 1) : rect)
        let element = FocusableElement(
            key: itemPath, rect: focusRect, highlight: card ? .box : .brackets,
            activation: .cell(list, item.indexPath), lists: enclosingLists, isPreferred: false
        )
        elements.insert(element, at: elementsBefore)
    }

    private func drawCellText(_ content: RenderContent, in rect: Rect) {
        let detail = content.detail ?? ""
        let detailWidth = min(TextMetrics.width(of: detail), rect.width / 2)
        let title = (content.isSelected ? "✓ " : "") + (content.text ?? "")
        let titleRoom = rect.width - (detailWidth > 0 ? detailWidth + 1 : 0)
        write(
            TextMetrics.truncate(title, to: titleRoom), column: rect.x, row: rect.y, style: content.isSelected ? Theme.selected : .plain,
            clip: rect)
        if detailWidth > 0 {
            let shown = TextMetrics.truncate(detail, to: detailWidth)
            write(shown, column: rect.maxX - TextMetrics.width(of: shown), row: rect.y, style: Theme.hint, clip: rect)
        }
    }

    func drawScrollBar(column: Int, rows: Range<Int>, first: Int, visible: Int, total: Int) {
        let height = rows.count
        guard height > 0, total > 0 else { return }
        let thumb = min(max(height * visible / total, 1), height)
        let travel = height - thumb
        let hidden = max(total - visible, 1)
        let start = rows.lowerBound + min(travel, Int((Double(travel) * Double(first) / Double(hidden)).rounded()))
        for row in rows {
            let inThumb = row >= start && row < start + thumb
            frame.write(inThumb ? "┃" : "│", column: column, row: row, style: inThumb ? .plain : Theme.rule)
        }
    }

    // MARK: Horizontal lists

    /// How a horizontal list is laid out at a width: cards (cells with content of their own, in
    /// boxes of equal width) or chips (cells with text only, side by side).
    struct HorizontalLayout {
        let items: [VisibleItem]
        let cardWidth: Int?
        let height: Int
    }

    func horizontalListHeight(_ list: ListView, width: Int) -> Int {
        horizontalLayout(list, width: width).height
    }

    func horizontalLayout(_ list: ListView, width: Int) -> HorizontalLayout {
        guard itemCount(of: list, guess: max(width / 12, 1)) > 0, width > 2 else {
            return HorizontalLayout(items: [], cardWidth: nil, height: 0)
        }
        let isCards = list.visibleCells.contains(where: Self.hasContent)
        guard isCards else {
            let items = fitItems(list, extent: width - 2, gap: 1) { self.chipWidth($0.renderContent) }
            return HorizontalLayout(items: items, cardWidth: nil, height: items.isEmpty ? 0 : 1)
        }
        let count = max(1, (width + 1) / 27)
        let cardWidth = min(30, max((width - (count - 1)) / count, 5))
        if list.visibleItemLimit != count { list.visibleItemLimit = count }
        let first = list.firstVisibleItem
        let items = zip(list.visibleCells, list.indexPathsForVisibleItems).enumerated().map { offset, entry in
            VisibleItem(cell: entry.0, indexPath: entry.1, position: first + offset, extent: cardWidth)
        }
        let contentHeight = items.map { cellHeight($0.cell, width: cardWidth) }.max() ?? 1
        return HorizontalLayout(items: items, cardWidth: cardWidth, height: contentHeight + 2)
    }

    /// Chips (`‹` and `›` at the right when there are items before or after) or cards (the range
    /// shown, `2–4 of 9`, on the last card's border).
    func drawHorizontalList(_ list: ListView, in rect: Rect, path: FocusKey) -> Int {
        let layout = horizontalLayout(list, width: rect.width)
        guard let first = layout.items.first, let last = layout.items.last else { return 0 }
        let total = itemCount(of: list)
        var column = rect.x
        if let cardWidth = layout.cardWidth {
            for item in layout.items {
                let card = Rect(x: column, y: rect.y, width: cardWidth, height: min(layout.height, rect.height))
                drawBox(card)
                drawCell(item, of: list, in: card, path: path, card: true)
                column += cardWidth + 1
            }
            if layout.items.count < total {
                let range = " \(first.position + 1)–\(last.position + 1) of \(total) "
                let end = column - 1 - 2
                write(range, column: end - TextMetrics.width(of: range), row: rect.y, style: Theme.hint, clip: rect)
            }
            return min(layout.height, rect.height)
        }
        for item in layout.items {
            let chip = Rect(x: column, y: rect.y, width: item.extent, height: 1)
            drawCell(item, of: list, in: chip, path: path, card: false)
            column += item.extent + 1
        }
        if first.position > 0 { write("‹", column: rect.maxX - 2, row: rect.y, style: Theme.hint, clip: rect) }
        if last.position + 1 < total { write("›", column: rect.maxX - 1, row: rect.y, style: Theme.hint, clip: rect) }
        return 1
    }

    /// Whether a cell shows views of its own, its thumbnail aside (then a horizontal list draws it
    /// as a card).
    static func hasContent(_ cell: ListViewCell) -> Bool {
        cellSubviews(of: cell).contains { entry in
            !entry.view.isHidden && (entry.view !== cell.contentView || entry.view.subviews.contains { !$0.isHidden })
        }
    }

    private func chipWidth(_ content: RenderContent) -> Int {
        let title = (content.isSelected ? "✓ " : "") + (content.text ?? "")
        let detail = content.detail.map { " " + $0 } ?? ""
        return TextMetrics.width(of: title + detail) + 4
    }
}
