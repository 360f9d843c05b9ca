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
        let renderer = ScreenRenderer(
            size: size, capabilities: capabilities, pictures: picturesForDrawing, tick: tickForDrawing,
            focusKey: focus?.key, scrollPositions: scrollPositions, base: drawing.base
        )
        var redrawn: [FocusKey] = []
        redrawnRows = []
        for bar in bars {
            guard let place = drawing.barPlaces[ObjectIdentifier(bar)] else { return nil }
            renderer.frame.fill(place.rect)
            renderer.draw(bar, in: place.rect, path: place.path)
            redrawn.append(place.path)
            redrawnRows.formUnion(place.rect.y..<place.rect.maxY)
        }
        markedViews.removeAll()
        let kept = last.elements.filter { element in !redrawn.contains { element.key.starts(with: $0) } }
        var places = drawing.barPlaces
        for (id, place) in renderer.barPlaces { places[id] = place }
        lastDrawing = Drawing(
            base: renderer.frame, barPlaces: places, generation: displayedWindow?.displayGeneration ?? drawing.generation,
            tick: drawing.tick)
        return finish(renderer, elements: Self.readingOrder(kept + renderer.elements), top: last.top)
    }
}
