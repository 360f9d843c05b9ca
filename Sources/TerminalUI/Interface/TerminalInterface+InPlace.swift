public import Screens

/// Drawing a change in place: when what changed since the last frame is only bars (a tab's badge,
/// a screen's title, a bar button), they are drawn again where they were, on the last frame, and
/// the rest of the window is not laid out or drawn again. Anything else is drawn whole.
extension TerminalInterface {
    /// The most marked views kept between frames; more, and the next frame is drawn whole.
    static let markedViewLimit = 64

    /// Notes the views the displayed window marked (what a change drawn in place starts from).
    public func displayDidChange(_ change: DisplayChange) {
        guard let window = change.window, window === displayedWindow, !markedTooMany else { return }
        markedViews += change.marks.map { MarkedView(view: $0.view, generation: $0.generation) }
        if markedViews.count > Self.markedViewLimit {
            markedViews.removeAll()
            markedTooMany = true
        }
    }

    /// The bars to draw again when they are all that changed since the last frame and each can be
    /// drawn in its place; `nil` when the frame must be drawn whole (or nothing changed).
    func barsChangedAlone() -> [View]? {
        guard overlay == nil, let drawing = lastDrawing, let window = displayedWindow, !needsRenderBeyondWindow(window),
            drawing.tick == tickForDrawing
        else { return nil }
        // The marks of this turn, delivered now (to this interface too), so none is missed.
        window.displayIfNeeded()
        guard !markedTooMany else { return nil }
        let changed = markedViews.filter { $0.generation > drawing.generation }.compactMap(\.view)
        guard !changed.isEmpty else { return nil }
        var bars: [View] = []
        for view in changed where !bars.contains(where: { $0 === view }) {
            guard view is NavigationBar || view is TabBar, drawing.barPlaces[ObjectIdentifier(view)] != nil else { return nil }
            bars.append(view)
        }
        return bars
    }

    /// The rows a change drawn in place may have changed between `before` and `after`: the bars
    /// drawn again (`barRows`, noted by `layoutInPlace`), the focus marks of both, the status line.
    func rows(changedFrom before: RenderedScreen, to after: RenderedScreen) -> Set<Int> {
        var rows = redrawnRows
        for screen in [before, after] {
            if let focused = screen.focused, focused.isOnScreen { rows.formUnion(focused.rect.y..<focused.rect.maxY) }
        }
        rows.insert(size.height - 1)
        return rows
    }

    /// Draws `bars` again in their places on the last drawing and finishes the frame; `nil` when
    /// one has no place.
    func layoutInPlace(bars: [View]) -> RenderedScreen? {
        guard let drawing = lastDrawing, let last = lastScreen else { return nil }
        // The drawing's frame is drawn on below and kept again: let go of it here, so that it is
        // not copied first (a frame drawn whole sets it again if this one cannot be drawn in place).
        lastDrawing = nil
        let (base, barPlaces, generation, tick) = (drawing.base, drawing.barPlaces, drawing.generation, drawing.tick)
        _ = consume drawing
        let renderer = ScreenRenderer(
            size: size, capabilities: capabilities, pictures: picturesForDrawing, tick: tickForDrawing,
            focusKey: focus?.key, scrollPositions: scrollPositions, base: consume base
        )
        var redrawn: [FocusKey] = []
        redrawnRows = []
        for bar in bars {
            guard let place = barPlaces[ObjectIdentifier(bar)] else { return nil }
            renderer.frame.fill(place.rect)
            renderer.draw(bar, in: place.rect, path: place.path)
            redrawn.append(place.path)
            redrawnRows.formUnion(place.rect.y..<place.rect.maxY)
        }
        markedViews.removeAll()
        var places = barPlaces
        for (id, place) in renderer.barPlaces { places[id] = place }
        lastDrawing = Drawing(
            base: renderer.frame, barPlaces: places, generation: displayedWindow?.displayGeneration ?? generation, tick: tick)
        if let elements = Self.elements(of: last.elements, replacingUnder: redrawn, with: renderer.elements) {
            return finishUnmoved(renderer, elements: elements, last: last)
        }
        let kept = last.elements.filter { element in !redrawn.contains { element.key.starts(with: $0) } }
        var screen = finish(renderer, elements: Self.readingOrder(kept + renderer.elements), top: last.top)
        // What animates under the bars (an activity indicator) still does: the bars alone were drawn.
        if last.hasAnimation, !screen.hasAnimation {
            screen.hasAnimation = true
            remember(screen)
        }
        return screen
    }

    /// `elements` with those under `paths` replaced by `fresh`, when the bars drawn again have the
    /// same elements in the same places (a badge or a title changed, not the buttons): reading
    /// order and where focus settles are then as they were. `nil` when anything moved, came or went.
    static func elements(
        of elements: [FocusableElement], replacingUnder paths: [FocusKey], with fresh: [FocusableElement]
    ) -> [FocusableElement]? {
        var result = elements
        var replaced = 0
        for index in result.indices where paths.contains(where: { result[index].key.starts(with: $0) }) {
            let old = result[index]
            guard
                let new = fresh.first(where: { $0.key == old.key }), new.rect == old.rect, new.isPreferred == old.isPreferred,
                new.takesText == old.takesText, new.isOnScreen == old.isOnScreen
            else { return nil }
            result[index] = new
            replaced += 1
        }
        return replaced == fresh.count ? result : nil
    }

    /// Finishes a frame whose elements are the last frame's (only bars drawn again): focus stays on
    /// the same element, and the status line, when its hints are the same, is the last frame's.
    private func finishUnmoved(_ renderer: ScreenRenderer, elements: [FocusableElement], last: RenderedScreen) -> RenderedScreen {
        let focusedIndex = last.focusedIndex
        if let focusedIndex, elements[focusedIndex].isOnScreen { highlight(elements[focusedIndex], renderer: renderer) }
        let extra = windowCount
        let hints = statusHints(elements: elements, focused: focusedIndex.map { elements[$0] }, top: last.top)
        if hints + [extra ?? ""] == last.statusHints {
            renderer.frame.copyRow(size.height - 1, from: last.frame)
        } else {
            renderer.drawStatusLine(hints, kept: 2, extra: extra, row: size.height - 1)
        }
        let screen = RenderedScreen(
            frame: renderer.frame, elements: elements, focusedIndex: focusedIndex, top: last.top,
            hasAnimation: renderer.hasAnimation || last.hasAnimation, statusHints: hints + [extra ?? ""])
        remember(screen)
        return screen
    }
}
