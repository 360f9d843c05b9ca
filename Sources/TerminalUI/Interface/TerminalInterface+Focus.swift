import Foundation
import Screens

/// Where focus goes: kept across frames, remembered per screen, moved by direction.
extension TerminalInterface {
    /// Settles focus on this frame's elements: the element it names; else, when that element went
    /// away (an item removed), the one sharing most of its path (its neighbour in the list); else
    /// the screen's first element (an alert's preferred action, or the first one that is not a bar
    /// button; inside the screen's own view when it has one there, so beside a split view's column
    /// a new page starts on its own content), which focus keeps to until the user moves it or
    /// presses a key. A new screen starts from what it remembered.
    func settleFocus(among elements: [FocusableElement], top: ViewController?) -> Int? {
        guard let top else { return nil }
        let screen = Self.screenController(in: top)
        let screenID = ObjectIdentifier(screen)
        if focus?.screenID != screenID || focus?.screen == nil {
            stickyColumn = nil
            if let focus, focus.screen != nil { remembered[focus.screenID] = focus }
            remembered = remembered.filter { $0.value.screen != nil }
            focus = remembered[screenID].flatMap { $0.screen === screen ? $0 : nil }
        }
        guard !elements.isEmpty else { return nil }
        var index: Int?
        let isChosen = focus?.isChosen ?? false
        if let key = focus?.key, isChosen {
            index = elements.firstIndex { $0.key == key } ?? Self.nearest(to: key, in: elements)
        }
        let chosen = index ?? Self.defaultIndex(in: elements, preferringInside: screen.viewIfLoaded)
        focus = Focus(screen: screen, screenID: screenID, key: elements[chosen].key, isChosen: isChosen)
        return chosen
    }

    /// The element whose path shares the most steps with `key` (at least the layer and one more).
    static func nearest(to key: FocusKey, in elements: [FocusableElement]) -> Int? {
        var best: (index: Int, shared: Int)?
        for (index, element) in elements.enumerated() {
            let shared = zip(element.key, key).prefix { $0 == $1 }.count
            if shared >= 2, shared > (best?.shared ?? 0) { best = (index, shared) }
        }
        return best?.index
    }

    static func defaultIndex(in elements: [FocusableElement], preferringInside content: View?) -> Int {
        if let content, elements.contains(where: { $0.activation.view?.isDescendant(of: content) == true }) {
            let inside = elements.indices.filter { elements[$0].activation.view?.isDescendant(of: content) == true }
            return inside[defaultIndex(in: inside.map { elements[$0] })]
        }
        return defaultIndex(in: elements)
    }

    static func defaultIndex(in elements: [FocusableElement]) -> Int {
        if let preferred = elements.firstIndex(where: \.isPreferred), !elements.contains(where: \.takesText) {
            return preferred
        }
        return elements.firstIndex { !$0.isBarItem && !$0.isInBanner } ?? elements.firstIndex { !$0.isInBanner } ?? 0
    }

    /// Focuses `element` (scrolling it into view) and keeps search bars' editing in step: focusing a search bar begins
    /// editing (as tapping into it would), moving away ends it.
    func setFocus(_ element: FocusableElement) {
        guard let screen = lastScreen?.top.map(Self.screenController(in:)) else { return }
        focus = Focus(screen: screen, screenID: ObjectIdentifier(screen), key: element.key, isChosen: true)
        // A scrolled screen scrolls to the element focused (even one it showed before).
        if let region = element.scrollRegion { scrollPositions[region]?.followedKey = nil }
        if case .searchBar(let bar) = element.activation {
            if editingSearchBar !== bar { editingSearchBar?.endEditing() }
            bar.userBeginEditing()
            editingSearchBar = bar
        } else if let editing = editingSearchBar {
            editing.endEditing()
            editingSearchBar = nil
        }
    }

    /// Moves focus one step in `direction` (`steps` items at a time through a list: page up and
    /// down), in reading order:
    /// - to the nearest element that way inside the item focus is in (from a card down to its own
    ///   button); then along a list that runs that way (innermost first), to the nearest element
    ///   that way inside the same item of it, else to the neighbouring item, scrolling the list
    ///   when that item has no cell yet;
    /// - otherwise to the nearest element that way in the same scrolled screen; with none, up and
    ///   down scroll that screen a row (a page with page up and down) while it can scroll that
    ///   way, so text with nothing to focus in it can be read (focus may leave the rows shown;
    ///   the next move or Enter brings it back);
    /// - then to the nearest element that way on the whole screen; left and right then fall back
    ///   to reading order, except at the end of a list that runs that way (the last card of a
    ///   carousel is where right stops).
    func moveFocus(_ direction: FocusDirection, steps: Int = 1) -> Bool {
        var screen = layout()
        guard let current = screen.focused else {
            if scrollUnfocused(direction, steps: steps) { return true }
            guard let first = screen.elements.first else { return false }
            setFocus(first)
            return true
        }
        let forward = direction == .down || direction == .right
        // Up and down keep to the column they started from, so going down through a full-width row
        // and back up returns to the same card.
        let vertical = direction == .up || direction == .down
        let column = vertical ? (stickyColumn ?? 2 * current.rect.x + current.rect.width) : 2 * current.rect.x + current.rect.width
        stickyColumn = vertical ? column : nil
        // First inside the item focus is in (a card's own button, whichever way the list runs).
        if let innermost = current.lists.last {
            let itemPrefix = Array(current.key[...innermost.stepIndex])
            let inItem = screen.elements.filter { $0.key.starts(with: itemPrefix) }
            if let element = Self.spatialNeighbour(of: current, column: column, in: inItem, direction: direction) {
                setFocus(element)
                return true
            }
        }
        for enclosing in current.lists.reversed() where enclosing.runs(along: direction) {
            let itemPrefix = Array(current.key[...enclosing.stepIndex])
            let inItem = screen.elements.filter { $0.key.starts(with: itemPrefix) }
            if let element = Self.spatialNeighbour(of: current, column: column, in: inItem, direction: direction) {
                setFocus(element)
                return true
            }
            let list = enclosing.list
            let total = list.totalItemCount
            let target = min(max(enclosing.position + (forward ? steps : -steps), 0), total - 1)
            guard target != enclosing.position, let indexPath = list.indexPath(forPosition: target) else { continue }
            let prefix = Array(current.key[..<enclosing.stepIndex]) + [FocusStep.item(target)]
            let sameSpot = prefix + current.key[(enclosing.stepIndex + 1)...]
            if !screen.elements.contains(where: { $0.key.starts(with: prefix) }) {
                list.scrollToItem(at: indexPath)
                screen = layout()
            }
            let entered = screen.elements.filter { $0.key.starts(with: prefix) }
            // Entering an item: the element in the same spot (the same button on the next card), else
            // the one nearest the column on the item's first row going down, its last going up, or
            // the row focus was on going sideways.
            let row =
                switch direction {
                case .down: entered.map(\.rect.y).min() ?? current.rect.y
                case .up: entered.map(\.rect.y).max() ?? current.rect.y
                case .left, .right: current.rect.y
                }
            if let element = entered.first(where: { $0.key == sameSpot })
                ?? Self.closest(toRow: row, column: column, among: entered)
            {
                setFocus(element)
                return true
            }
        }
        if let region = current.scrollRegion,
            let element = Self.spatialNeighbour(
                of: current, column: column, in: screen.elements.filter { $0.scrollRegion == region }, direction: direction
            )
        {
            setFocus(element)
            return true
        }
        // The rest of a scrolled screen is read before focus leaves it (for the bar buttons above).
        if vertical, let region = current.scrollRegion, scroll(region, down: forward, steps: steps) { return true }
        if let element = Self.spatialNeighbour(of: current, column: column, in: screen.elements, direction: direction) {
            setFocus(element)
            return true
        }
        guard !vertical, !current.lists.contains(where: { $0.runs(along: direction) }),
            let index = screen.elements.firstIndex(where: { $0.key == current.key })
        else { return false }
        let next = index + (forward ? 1 : -1)
        guard screen.elements.indices.contains(next) else { return false }
        setFocus(screen.elements[next])
        return true
    }

    /// Scrolls a scrolled screen a row (a page for several steps) without moving focus; `false` at
    /// its end.
    func scroll(_ region: ObjectIdentifier, down: Bool, steps: Int) -> Bool {
        guard var position = scrollPositions[region] else { return false }
        let rows = steps > 1 ? max(position.visibleHeight - 1, 1) : 1
        let offset = min(max(position.offset + (down ? rows : -rows), 0), position.maxOffset)
        guard offset != position.offset else { return false }
        position.offset = offset
        scrollPositions[region] = position
        return true
    }

    /// With nothing focused, up and down scroll the scrolled screen on display, if there is one.
    private func scrollUnfocused(_ direction: FocusDirection, steps: Int) -> Bool {
        guard direction == .up || direction == .down, scrollPositions.count == 1, let region = scrollPositions.keys.first else {
            return false
        }
        return scroll(region, down: direction == .down, steps: steps)
    }

    /// The element nearest to a row and a column (in half columns): the closest row first, then
    /// the closest column. Where focus lands in an item it enters.
    static func closest(toRow row: Int, column: Int, among elements: [FocusableElement]) -> FocusableElement? {
        elements.min { lhs, rhs in
            let left = (abs(lhs.rect.y - row), abs(2 * lhs.rect.x + lhs.rect.width - column))
            let right = (abs(rhs.rect.y - row), abs(2 * rhs.rect.x + rhs.rect.width - column))
            return left < right
        }
    }

    /// The nearest element in `direction`: up and down prefer the closest row, then the closest
    /// column to `centre` (half columns); left and right look along the rows the element spans.
    static func spatialNeighbour(
        of current: FocusableElement, column centre: Int, in elements: [FocusableElement], direction: FocusDirection
    ) -> FocusableElement? {
        let here = current.rect
        var best: (element: FocusableElement, score: Int)?
        for element in elements where element.key != current.key {
            // Sideways, a card and the button on it are not each other's neighbours.
            if direction == .left || direction == .right, element.nests(with: current) { continue }
            let rect = element.rect
            let dx = (2 * rect.x + rect.width) - centre
            let score: Int
            switch direction {
            case .down:
                guard rect.y > here.y else { continue }
                score = (rect.y - here.y) * 1000 + abs(dx)
            case .up:
                guard rect.y < here.y else { continue }
                score = (here.y - rect.y) * 1000 + abs(dx)
            case .right, .left:
                guard rect.y < here.maxY, here.y < rect.maxY, direction == .right ? dx > 0 : dx < 0 else { continue }
                score = abs(rect.y - here.y) * 1000 + abs(dx)
            }
            if score < (best?.score ?? Int.max) { best = (element, score) }
        }
        return best?.element
    }
}

extension ListView {
    /// The index path of the item at `position`, counted across sections.
    func indexPath(forPosition position: Int) -> IndexPath? {
        guard position >= 0 else { return nil }
        var remaining = position
        for section in 0..<numberOfSections {
            let count = numberOfItems(inSection: section)
            if remaining < count { return IndexPath(indexes: [section, remaining]) }
            remaining -= count
        }
        return nil
    }
}
