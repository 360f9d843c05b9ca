import Screens

/// Draws one frame of a Screens window: walks the view tree, reads each view's `renderContent`,
/// lays the views out in the frame and records every focusable element with its path. One
/// renderer draws one frame; the interface keeps what must outlive it (focus, pictures).
///
/// Layout rules, since Screens views have no frames:
/// - a container stacks its subviews top to bottom; a navigation bar is docked at the top of its
///   container and a tab bar at the bottom; lists share the rows the other views leave;
/// - a horizontal stack puts its views side by side: fixed-width ones (labels, buttons, pictures)
///   get their width, the others (fields, lists, progress bars, containers) share the rest;
/// - a swatch (a view with a `backgroundColor` and no subviews) is two cells of that colour's
///   background; a button draws the swatches among its subviews before its title;
/// - a screen's root view gets a one-column margin; a screen without lists (a form, a loading
///   screen) is drawn as a block centred in the space, its labels, buttons and bars centred in it;
/// - lists are virtual: the renderer sets `visibleItemLimit` to the items that fit, so only those
///   have cells, whatever the item count;
/// - a screen taller than its space (and with no list to share the rows) is drawn whole on a
///   taller canvas and shown from a scroll offset that keeps the focused element in view, with a
///   scroll bar at the right (see `ScreenRenderer+Scrolling`).
@MainActor
final class ScreenRenderer {
    /// The frame being drawn.
    var frame: Frame
    /// The focusable elements drawn so far, in drawing order.
    var elements: [FocusableElement] = []
    /// Whether something on screen moves by itself (an activity indicator), so the caller redraws
    /// on a timer.
    var hasAnimation = false
    let capabilities: TerminalCapabilities
    let pictures: PictureCache
    /// Counts the redraws, for the activity indicator's animation.
    let tick: Int
    /// The lists around the view being drawn, outermost first.
    var enclosingLists: [EnclosingList] = []
    /// Whether the view being drawn is inside a list cell (pictures are kept small there).
    var cellDepth = 0
    /// The focused element's path (from the last frame), which a scrolled screen keeps in view.
    let focusKey: FocusKey?
    /// Where scrolled screens were, by root view: read before drawing, updated as they are drawn.
    var scrollPositions: [ObjectIdentifier: ScrollPosition]
    /// The scrolled screens drawn in this frame.
    var drawnScrollRegions: Set<ObjectIdentifier> = []
    /// Where each bar (navigation or tab bar) was drawn straight into the frame: a bar keeps its
    /// size whatever it shows, so a change to it alone can be drawn again in its place.
    var barPlaces: [ObjectIdentifier: BarPlace] = [:]
    /// How deep the drawing is in a canvas of its own (a scrolled screen, a tall item), whose rows
    /// are copied into the frame afterwards: bars drawn there have no place of their own.
    var canvasDepth = 0

    /// Where a bar was drawn: its rectangle and its focus path.
    struct BarPlace {
        let rect: Rect
        let path: FocusKey
    }

    /// A renderer that draws on `base` (the last frame's drawing, for a change drawn in place) or
    /// on a blank frame of `size`.
    init(
        size: TerminalSize, capabilities: TerminalCapabilities, pictures: PictureCache, tick: Int,
        focusKey: FocusKey? = nil, scrollPositions: [ObjectIdentifier: ScrollPosition] = [:], base: Frame? = nil
    ) {
        frame = base ?? Frame(size: size)
        self.capabilities = capabilities
        self.pictures = pictures
        self.tick = tick
        self.focusKey = focusKey
        self.scrollPositions = scrollPositions
    }

    /// The size a view wants at a width: its rows, its natural width, and whether it grows to
    /// fill the rows its container can spare (lists, and containers holding one).
    struct Measure {
        var height: Int
        var width: Int
        var isFlexible: Bool

        static let zero = Measure(height: 0, width: 0, isFlexible: false)
    }

    // MARK: Drawing a view

    /// Draws `view` in `rect` and returns the rows it used.
    @discardableResult
    func draw(_ view: View, in rect: Rect, path: FocusKey) -> Int {
        guard !view.isHidden, !rect.isEmpty else { return 0 }
        if view is NavigationBar || view is TabBar, canvasDepth == 0, enclosingLists.isEmpty, cellDepth == 0 {
            barPlaces[ObjectIdentifier(view)] = BarPlace(rect: rect, path: path)
        }
        if let owner = view.owningViewController, owner.viewIfLoaded === view, Self.isContentController(owner) {
            return drawScreenRoot(view, in: rect, path: path)
        }
        if let split = view.owningViewController as? SplitViewController, split.viewIfLoaded === view,
            !split.isCollapsed, split.secondaryViewController != nil
        {
            return drawSplit(view, in: rect, path: path)
        }
        return drawContent(of: view, in: rect, path: path, centering: false)
    }

    /// Draws what the view's `renderContent` describes.
    func drawContent(of view: View, in rect: Rect, path: FocusKey, centering: Bool) -> Int {
        let content = view.renderContent
        switch content.kind {
        case .label:
            return drawLabel(content, in: rect)
        case .button:
            return drawButton(view, content: content, in: rect, path: path)
        case .alertAction:
            return drawButton(view, content: content, in: rect, path: path)
        case .textField:
            return drawTextField(view, content: content, in: rect, path: path)
        case .searchField:
            return drawSearchBar(view, content: content, in: rect, path: path)
        case .progress:
            return drawProgress(view, content: content, in: rect)
        case .activity:
            return drawActivity(in: rect)
        case .image:
            return drawImage(view, content: content, in: rect)
        case .list:
            guard let list = view as? ListView else { return drawFlow(of: view, in: rect, path: path, centering: centering) }
            return drawList(list, in: rect, path: path)
        case .horizontalList:
            guard let list = view as? ListView else { return drawFlow(of: view, in: rect, path: path, centering: centering) }
            return drawHorizontalList(list, in: rect, path: path)
        case .navigationBar:
            guard let bar = view as? NavigationBar else { return 0 }
            return drawNavigationBar(bar, in: rect, path: path)
        case .tabBar:
            guard let bar = view as? TabBar else { return 0 }
            return drawTabBar(bar, in: rect)
        case .stack where content.detail == "horizontal":
            return drawRow(Self.laidOutSubviews(of: view), in: rect, path: path, spacing: Self.spacing(of: view))
        case .stack:
            return drawColumn(Self.laidOutSubviews(of: view), in: rect, path: path, spacing: Self.spacing(of: view), centering: centering)
        case .container where view.isSwatch:
            return drawSwatch(view, in: rect)
        case .cell, .container, .window, .alert, .actionSheet:
            return drawFlow(of: view, in: rect, path: path, centering: centering)
        }
    }

    /// Whether a list or a picture is in the subtree (a screen with one is a page, drawn from the
    /// top; one without is a form or a message, centred).
    static func holdsListsOrPictures(_ view: View) -> Bool {
        if view.isHidden { return false }
        switch view.renderContent.kind {
        case .list, .horizontalList, .image: return true
        default: return view.subviews.contains(where: holdsListsOrPictures)
        }
    }

    /// A screen's root view: a one-column margin, and a block centred in the space when it holds
    /// no list and no picture (a form, a loading screen, a message).
    private func drawScreenRoot(_ view: View, in rect: Rect, path: FocusKey) -> Int {
        let inner = rect.inset(horizontal: 1)
        let size = measureContent(of: view, width: inner.width)
        if !size.isFlexible, size.height < inner.height, !Self.holdsListsOrPictures(view) {
            let width = min(inner.width, max(size.width, 1))
            let block = Rect(
                x: inner.x + (inner.width - width) / 2, y: inner.y + (inner.height - size.height) / 2,
                width: width, height: size.height
            )
            _ = drawContent(of: view, in: block, path: path, centering: true)
        } else if !size.isFlexible, size.height > inner.height, inner.width > 2 {
            drawScrolled(view, in: inner, path: path)
        } else {
            _ = drawContent(of: view, in: inner, path: path, centering: false)
        }
        return rect.height
    }

    /// An expanded split view: the primary on the left third, a rule, the secondary beside it.
    private func drawSplit(_ view: View, in rect: Rect, path: FocusKey) -> Int {
        let visible = view.subviews.enumerated().filter { !$0.element.isHidden }
        guard visible.count == 2 else { return drawFlow(of: view, in: rect, path: path, centering: false) }
        let primaryWidth = max(rect.width / 3, 1)
        let primary = Rect(x: rect.x, y: rect.y, width: primaryWidth, height: rect.height)
        let secondary = Rect(x: rect.x + primaryWidth + 1, y: rect.y, width: rect.width - primaryWidth - 1, height: rect.height)
        draw(visible[0].element, in: primary, path: path + [.child(visible[0].offset)])
        for row in rect.y..<rect.maxY { frame.write("│", column: rect.x + primaryWidth, row: row, style: Theme.rule) }
        draw(visible[1].element, in: secondary, path: path + [.child(visible[1].offset)])
        return rect.height
    }

    // MARK: Flow layout

    /// The subviews of a view with their indices (the path step that names them).
    static func indexedSubviews(of view: View) -> [(index: Int, view: View)] {
        view.subviews.enumerated().map { ($0.offset, $0.element) }
    }

    /// What a stack lays out: its arranged subviews (then any others), with their indices.
    static func laidOutSubviews(of view: View) -> [(index: Int, view: View)] {
        guard let stack = view as? StackView else { return indexedSubviews(of: view) }
        let all = indexedSubviews(of: view)
        let arranged = stack.arrangedSubviews.compactMap { arranged in all.first { $0.view === arranged } }
        let others = all.filter { entry in !stack.arrangedSubviews.contains { $0 === entry.view } }
        return arranged + others
    }

    static func spacing(of view: View) -> Int {
        (view as? StackView)?.spacing ?? 0
    }

    /// A plain container: its subviews top to bottom, bars docked.
    func drawFlow(of view: View, in rect: Rect, path: FocusKey, centering: Bool) -> Int {
        drawColumn(Self.indexedSubviews(of: view), in: rect, path: path, spacing: 0, centering: centering)
    }

    /// Views top to bottom: navigation bars docked at the top, tab bars at the bottom, the rest in
    /// between, where lists share the rows the others leave.
    func drawColumn(_ children: [(index: Int, view: View)], in rect: Rect, path: FocusKey, spacing: Int, centering: Bool) -> Int {
        let visible = children.filter { !$0.view.isHidden }
        let tops = visible.filter { $0.view.renderContent.kind == .navigationBar }
        let bottoms = visible.filter { $0.view.renderContent.kind == .tabBar }
        let middle = visible.filter { entry in
            let kind = entry.view.renderContent.kind
            return kind != .navigationBar && kind != .tabBar
        }
        var area = rect
        for top in tops {
            let used = draw(
                top.view, in: Rect(x: area.x, y: area.y, width: area.width, height: min(2, area.height)), path: path + [.child(top.index)])
            area = area.rows(from: area.y + used)
        }
        for bottom in bottoms.reversed() where area.height >= 2 {
            draw(bottom.view, in: Rect(x: area.x, y: area.maxY - 2, width: area.width, height: 2), path: path + [.child(bottom.index)])
            area.height -= 2
        }
        let sizes = middle.map { measure($0.view, width: area.width) }
        let fixed = sizes.reduce(0) { $0 + $1.height } + spacing * max(middle.count - 1, 0)
        let flexibleCount = sizes.filter(\.isFlexible).count
        var extra = max(area.height - fixed, 0)
        var row = area.y
        var end = area.y
        var flexibleLeft = flexibleCount
        for (entry, size) in zip(middle, sizes) {
            guard row < area.maxY else { break }
            var height = size.height
            if size.isFlexible {
                let share = extra / flexibleLeft
                height += share
                extra -= share
                flexibleLeft -= 1
            }
            var childRect = Rect(x: area.x, y: row, width: area.width, height: min(height, area.maxY - row))
            if centering, size.width < area.width, Self.centredKinds.contains(entry.view.renderContent.kind) {
                childRect.x += (area.width - size.width) / 2
                childRect.width = size.width
            }
            draw(entry.view, in: childRect, path: path + [.child(entry.index)])
            end = min(row + height, area.maxY)
            row += height + spacing
        }
        if !bottoms.isEmpty || flexibleCount > 0 { return rect.height }
        return end - rect.y
    }

    /// Kinds drawn centred in a centred block (the rest start at its left edge, so forms line up).
    static let centredKinds: Set<RenderContent.Kind> = [.label, .button, .progress, .activity, .image]

    /// Views side by side with at least one column between them; stacked top to bottom instead
    /// when the row is too narrow for them (see `fitsSideBySide`).
    func drawRow(_ children: [(index: Int, view: View)], in rect: Rect, path: FocusKey, spacing: Int) -> Int {
        let visible = children.filter { !$0.view.isHidden }
        let gap = max(spacing, 1)
        guard let widths = sideBySideWidths(visible.map(\.view), width: rect.width, gap: gap) else {
            return drawColumn(visible, in: rect, path: path, spacing: 0, centering: false)
        }
        var column = rect.x
        var height = 0
        for (entry, width) in zip(visible, widths) where width > 0 {
            let used = draw(
                entry.view, in: Rect(x: column, y: rect.y, width: width, height: rect.height), path: path + [.child(entry.index)])
            height = max(height, used)
            column += width + gap
        }
        return height
    }

    /// The widths for views side by side, or `nil` when they do not fit: a fixed-width view would
    /// be cut, or a growing one would get fewer than 16 columns (a picture beside its details on a
    /// narrow terminal). A row that does not fit is drawn as a column.
    func sideBySideWidths(_ views: [View], width: Int, gap: Int) -> [Int]? {
        let widths = allocateWidths(views, width: width, gap: gap)
        for (view, allocated) in zip(views, widths) {
            let grows = Self.growsSideways(view)
            if grows ? allocated < min(16, width) : allocated < measure(view, width: width).width { return nil }
        }
        return widths
    }

    /// Widths for views side by side: fixed-width views get their natural width (in order, while
    /// it lasts), the others share what is left equally.
    func allocateWidths(_ views: [View], width: Int, gap: Int) -> [Int] {
        let flexible = views.map { Self.growsSideways($0) }
        let natural = views.map { measure($0, width: width).width }
        var remaining = width - gap * max(views.count - 1, 0)
        var widths = Array(repeating: 0, count: views.count)
        for index in views.indices where !flexible[index] {
            widths[index] = max(min(natural[index], remaining), 0)
            remaining -= widths[index]
        }
        let flexibleIndices = views.indices.filter { flexible[$0] }
        for (order, index) in flexibleIndices.enumerated() {
            let share = max(remaining, 0) / (flexibleIndices.count - order)
            widths[index] = share
            remaining -= share
        }
        return widths
    }

    /// Whether a view takes the width its row can spare rather than its natural width (a swatch
    /// keeps its two columns).
    static func growsSideways(_ view: View) -> Bool {
        if view.isSwatch { return false }
        switch view.renderContent.kind {
        case .textField, .searchField, .progress, .list, .horizontalList, .container, .stack, .cell, .window: return true
        default: return false
        }
    }

    // MARK: Measuring

    /// The size `view` wants at `width` (nothing when hidden).
    func measure(_ view: View, width: Int) -> Measure {
        guard !view.isHidden else { return .zero }
        var size = measureContent(of: view, width: width)
        // A screen fills the space its container gives it (and centres itself in it).
        if let owner = view.owningViewController, owner.viewIfLoaded === view { size.isFlexible = true }
        return size
    }

    func measureContent(of view: View, width: Int) -> Measure {
        let content = view.renderContent
        switch content.kind {
        case .label:
            guard let text = content.text, !text.isEmpty else { return .zero }
            let natural = text.split(separator: "\n", omittingEmptySubsequences: false).map { TextMetrics.width(of: $0) }.max() ?? 0
            return Measure(height: TextMetrics.wrap(text, to: max(width, 1)).count, width: natural, isFlexible: false)
        case .button, .alertAction:
            return Measure(
                height: 1, width: TextMetrics.width(of: Self.buttonTitle(content)) + 4 + Self.swatchColumns(in: view), isFlexible: false)
        case .textField:
            let text = max(TextMetrics.width(of: content.text ?? ""), TextMetrics.width(of: content.detail ?? ""))
            return Measure(height: 1, width: max(24, text + 4), isFlexible: false)
        case .searchField:
            let text = max(TextMetrics.width(of: content.text ?? ""), TextMetrics.width(of: content.detail ?? ""))
            let buttons = view.subviews.filter { !$0.isHidden }.map { measure($0, width: width).width + 1 }.reduce(0, +)
            return Measure(height: 1, width: max(24, text + 6) + buttons, isFlexible: false)
        case .progress:
            return Measure(height: 1, width: 34, isFlexible: false)
        case .activity:
            return Measure(height: 1, width: 1, isFlexible: false)
        case .image:
            let size = imageSize(view, content: content, maxWidth: width)
            return Measure(height: size.rows, width: size.columns, isFlexible: false)
        case .list:
            guard let list = view as? ListView else { return measureColumn(Self.indexedSubviews(of: view), width: width, spacing: 0) }
            // A list takes the rows the others leave; it loads its data only when drawn. Inside a
            // cell, where no rows are left over, it shows up to five items.
            guard cellDepth > 0 else { return Measure(height: 0, width: width, isFlexible: true) }
            return Measure(height: min(itemCount(of: list, guess: 5), 5), width: width, isFlexible: true)
        case .horizontalList:
            guard let list = view as? ListView else { return measureColumn(Self.indexedSubviews(of: view), width: width, spacing: 0) }
            return Measure(height: horizontalListHeight(list, width: width), width: width, isFlexible: false)
        case .navigationBar, .tabBar:
            return Measure(height: 2, width: width, isFlexible: false)
        case .stack where content.detail == "horizontal":
            return measureRow(Self.laidOutSubviews(of: view), width: width, spacing: Self.spacing(of: view))
        case .stack:
            return measureColumn(Self.laidOutSubviews(of: view), width: width, spacing: Self.spacing(of: view))
        case .container where view.isSwatch:
            return Measure(height: 1, width: Self.swatchWidth, isFlexible: false)
        case .cell, .container, .window, .alert, .actionSheet:
            return measureColumn(Self.indexedSubviews(of: view), width: width, spacing: 0)
        }
    }

    func measureColumn(_ children: [(index: Int, view: View)], width: Int, spacing: Int) -> Measure {
        let sizes = children.map { measure($0.view, width: width) }.filter { $0.height > 0 || $0.isFlexible }
        let height = sizes.reduce(0) { $0 + $1.height } + spacing * max(sizes.count - 1, 0)
        return Measure(height: height, width: sizes.map(\.width).max() ?? 0, isFlexible: sizes.contains { $0.isFlexible })
    }

    func measureRow(_ children: [(index: Int, view: View)], width: Int, spacing: Int) -> Measure {
        let visible = children.map(\.view).filter { !$0.isHidden }
        let gap = max(spacing, 1)
        guard let widths = sideBySideWidths(visible, width: width, gap: gap) else {
            var column = measureColumn(children, width: width, spacing: 0)
            column.width = width
            return column
        }
        let sizes = zip(visible, widths).map { measure($0, width: $1) }
        let natural = visible.map { measure($0, width: width).width }.reduce(0, +) + gap * max(visible.count - 1, 0)
        return Measure(height: sizes.map(\.height).max() ?? 0, width: natural, isFlexible: sizes.contains { $0.isFlexible })
    }

    // MARK: Helpers

    /// Whether a controller shows content of its own (not a container of other controllers): its
    /// root view is a screen, drawn with a margin (and centred when it holds no list).
    static func isContentController(_ controller: ViewController) -> Bool {
        !(controller is NavigationController || controller is TabBarController || controller is SplitViewController
            || controller is AlertController)
    }

    /// Records a focusable element.
    func addElement(key: FocusKey, rect: Rect, highlight: FocusHighlight = .brackets, activation: Activation, isPreferred: Bool = false) {
        elements.append(
            FocusableElement(
                key: key, rect: rect, highlight: highlight, activation: activation, lists: enclosingLists, isPreferred: isPreferred
            ))
    }

    /// Writes `text` in `rect`'s row `row`, clipped to the rectangle; returns the columns used.
    @discardableResult
    func write(_ text: String, column: Int, row: Int, style: CellStyle, clip: Rect) -> Int {
        frame.write(text, column: column, row: row, style: style, clip: clip)
    }

    /// Draws a box border around `rect` (light, or heavy for the focused card) and clears inside.
    func drawBox(_ rect: Rect, title: String? = nil, footer: String? = nil, heavy: Bool = false, style: CellStyle = Theme.border) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (h, v, tl, tr, bl, br) = heavy ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
        frame.fill(rect.inset(horizontal: 1, vertical: 1))
        let line = String(repeating: h, count: rect.width - 2)
        frame.write(tl + line + tr, column: rect.x, row: rect.y, style: style)
        frame.write(bl + line + br, column: rect.x, row: rect.maxY - 1, style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            frame.write(v, column: rect.x, row: row, style: style)
            frame.write(v, column: rect.maxX - 1, row: row, style: style)
        }
        if let title, rect.width > 6 {
            frame.write(" " + TextMetrics.truncate(title, to: rect.width - 6) + " ", column: rect.x + 2, row: rect.y, style: Theme.title)
        }
        if let footer, rect.width > 6 {
            frame.write(
                " " + TextMetrics.truncate(footer, to: rect.width - 6) + " ", column: rect.x + 2, row: rect.maxY - 1, style: Theme.hint)
        }
    }
}

extension ScreenRenderer {
    /// The list's item count, loaded if it never was. A list that would make a cell for every item
    /// (`visibleItemLimit == nil`) is first limited to a screenful, so that loading it never makes
    /// 100,000 cells; drawing it then sets the limit to what fits.
    func itemCount(of list: ListView, guess: Int? = nil) -> Int {
        if list.visibleItemLimit == nil { list.visibleItemLimit = max(guess ?? frame.height, 1) }
        list.layoutIfNeeded()
        return list.totalItemCount
    }
}
