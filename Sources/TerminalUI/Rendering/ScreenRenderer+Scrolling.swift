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
        _ = drawContent(of: view, in: Rect(x: area.x, y: 0, width: width, height: height), path: path, centering: false)
        let canvas = frame
        frame = screenFrame

        let maxOffset = height - area.height
        var position = scrollPositions[id] ?? ScrollPosition(offset: 0, maxOffset: maxOffset, visibleHeight: area.height)
        position.maxOffset = maxOffset
        position.visibleHeight = area.height
        if let focusKey, focusKey != position.followedKey, let focused = elements[before...].first(where: { $0.key == focusKey }) {
            position.offset = Self.offset(showing: focused.rect, from: position.offset, visibleHeight: area.height)
            position.followedKey = focusKey
        }
        position.offset = min(max(position.offset, 0), maxOffset)
        scrollPositions[id] = position
        drawnScrollRegions.insert(id)

        for row in 0..<area.height {
            for column in area.x..<(area.x + width) {
                frame[column, area.y + row] = canvas[column, position.offset + row]
            }
        }
        let shift = area.y - position.offset
        for index in before..<elements.count {
            elements[index].rect.y += shift
            if elements[index].scrollRegion == nil { elements[index].scrollRegion = id }
            let rect = elements[index].rect
            elements[index].isOnScreen = rect.y >= area.y && rect.maxY <= area.maxY
        }
        drawScrollIndicator(column: area.maxX - 1, rows: area.y..<area.maxY, position: position, total: height)
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
