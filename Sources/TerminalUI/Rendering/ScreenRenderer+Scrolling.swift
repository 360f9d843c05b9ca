import Screens

/// Screens taller than their space: drawn whole on a taller canvas, then shown from a scroll
/// offset. The offset follows the focus (a newly focused element is scrolled into view, just
/// enough), and stays put otherwise, so the arrows can also scroll over text that has nothing to
/// focus. The rightmost column is a scroll bar whose ends show `▲` and `▼` while there is more
/// above or below.
extension ScreenRenderer {
    /// Draws `view` (a screen's root) in `area` scrolled, recording its elements at their place
    /// relative to the rows shown (those out of view marked so).
    func drawScrolled(_ view: View, in area: Rect, path: FocusKey) {
        let id = ObjectIdentifier(view)
        let width = area.width - 1
        let height = max(measureContent(of: view, width: width).height, area.height)
        let screenFrame = frame
        let before = elements.count
        frame = Frame(width: screenFrame.width, height: height)
        canvasDepth += 1
        _ = drawContent(of: view, in: Rect(x: area.x, y: 0, width: width, height: height), path: path, centering: false)
        canvasDepth -= 1
        let canvas = frame
        frame = screenFrame

        let position = follow(id, elementsFrom: before, height: height, visibleHeight: area.height)
        show(canvas, from: position, in: Rect(x: area.x, y: area.y, width: width, height: area.height), elementsFrom: before, region: id)
        drawScrollIndicator(column: area.maxX - 1, rows: area.y..<area.maxY, position: position, total: height)
    }

    /// An item of a vertical list taller than the list's rows (a carousel row on a short
    /// terminal): drawn whole on a canvas and shown from an offset that follows the focus inside
    /// it, as a scrolled screen is; `▲`/`▼` at the right of its last column say there is more.
    func drawTallItem(_ item: VisibleItem, of list: ListView, in area: Rect, path: FocusKey) {
        let id = ObjectIdentifier(item.cell)
        let screenFrame = frame
        let before = elements.count
        frame = Frame(width: screenFrame.width, height: item.extent)
        canvasDepth += 1
        drawCell(item, of: list, in: Rect(x: area.x, y: 0, width: area.width, height: item.extent), path: path, card: false)
        canvasDepth -= 1
        let canvas = frame
        frame = screenFrame
        let position = follow(id, elementsFrom: before, height: item.extent, visibleHeight: area.height)
        show(canvas, from: position, in: area, elementsFrom: before, region: id)
        guard area.height >= 2 else { return }
        let column = area.maxX - 1
        if position.offset > 0 { frame.write("▲", column: column, row: area.y, style: Theme.hint) }
        if position.offset < position.maxOffset { frame.write("▼", column: column, row: area.maxY - 1, style: Theme.hint) }
    }

    /// The scroll position of region `id` this frame: kept from the last, moved to show the focused
    /// element when focus moved to one of the elements drawn from `before` on, kept in range.
    private func follow(_ id: ObjectIdentifier, elementsFrom before: Int, height: Int, visibleHeight: Int) -> ScrollPosition {
        let maxOffset = max(height - visibleHeight, 0)
        var position = scrollPositions[id] ?? ScrollPosition(offset: 0, maxOffset: maxOffset, visibleHeight: visibleHeight)
        position.maxOffset = maxOffset
        position.visibleHeight = visibleHeight
        if let focusKey, focusKey != position.followedKey, let focused = elements[before...].first(where: { $0.key == focusKey }) {
            position.offset = Self.offset(showing: focused.rect, from: position.offset, visibleHeight: visibleHeight)
            position.followedKey = focusKey
        }
        position.offset = min(max(position.offset, 0), maxOffset)
        scrollPositions[id] = position
        drawnScrollRegions.insert(id)
        return position
    }

    /// Copies the canvas's rows from the position's offset into `area`, and moves the elements
    /// drawn on it (from `before` on) to match, marking those out of view.
    private func show(_ canvas: Frame, from position: ScrollPosition, in area: Rect, elementsFrom before: Int, region: ObjectIdentifier) {
        for row in 0..<area.height {
            for column in area.x..<area.maxX {
                frame[column, area.y + row] = canvas[column, position.offset + row]
            }
        }
        let shift = area.y - position.offset
        for index in before..<elements.count {
            elements[index].rect.y += shift
            if elements[index].scrollRegion == nil { elements[index].scrollRegion = region }
            let rect = elements[index].rect
            // An element taller than the rows shown (a card) is in view when its top is.
            let fits = rect.maxY <= area.maxY || rect.height > area.height
            elements[index].isOnScreen = rect.y >= area.y && rect.y < area.maxY && fits
            if rect.maxY > area.maxY, elements[index].isOnScreen {
                elements[index].rect.height = area.maxY - rect.y
                elements[index].isCutOff = true
            }
        }
    }

    /// The offset nearest to `offset` that shows `rect` (content rows): its top when it is taller
    /// than the rows shown.
    static func offset(showing rect: Rect, from offset: Int, visibleHeight: Int) -> Int {
        if rect.y < offset { return rect.y }
        if rect.maxY > offset + visibleHeight { return min(rect.y, rect.maxY - visibleHeight) }
        return offset
    }

    /// A scroll bar whose first row is `▲` while rows are hidden above and whose last is `▼` while
    /// rows are hidden below.
    private func drawScrollIndicator(column: Int, rows: Range<Int>, position: ScrollPosition, total: Int) {
        drawScrollBar(column: column, rows: rows, first: position.offset, visible: position.visibleHeight, total: total)
        guard rows.count >= 2 else { return }
        if position.offset > 0 { frame.write("▲", column: column, row: rows.lowerBound, style: Theme.hint) }
        if position.offset < position.maxOffset { frame.write("▼", column: column, row: rows.upperBound - 1, style: Theme.hint) }
    }
}
