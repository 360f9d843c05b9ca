public import Foundation

/// A list (table or collection) of reusable cells, fed by a data source, with single selection.
///
/// Cells exist only for the visible items (`visibleItemLimit` of them from `firstVisibleItem`, or
/// all items when the limit is `nil`); scrolling and reloading hand cells back to a reuse pool that
/// `dequeueReusableCell` draws from. The list loads its data when first asked for cells, on
/// `reloadData()`, or on `layoutIfNeeded()`; `reloadData()` clears the selection, as in UIKit, and
/// so does its screen's appearing again (after Back), as UIKit's list controllers do
/// (`clearsSelectionOnViewWillAppear`).
///
/// `scrollDirection` makes it a column (a table, the default) or a row (a carousel, like a
/// collection view with a horizontal flow layout). Only the layout a renderer draws differs;
/// items, reuse, visible range and selection work the same, and a horizontal list can sit in a
/// cell of a vertical one (cell in carousel ─► carousel ─► container cell ─► outer list on the
/// responder chain).
@MainActor
open class ListView: View {
    /// The direction cells are laid out and scrolled in: UIKit's collection view scroll direction.
    public enum ScrollDirection: Sendable, Equatable {
        /// Top to bottom, one cell per row (a table).
        case vertical
        /// Leading to trailing, one cell per column (a carousel).
        case horizontal
    }

    /// How a vertical list's cells are arranged: UIKit's table of rows, or a collection view's
    /// grid of cards.
    public enum LayoutStyle: Sendable, Equatable {
        /// One cell per row (a table).
        case rows
        /// Cells as cards side by side, as many to a row as fit, each with its thumbnail
        /// (`ListViewCell.thumbnailView`) on top: a collection view's grid. A renderer that cannot lay
        /// out a grid (a terminal) draws rows.
        case cards
    }

    /// How a vertical list's cells are arranged (`.rows` by default). Items, reuse, the visible
    /// range and selection work the same either way; only the look differs.
    public var layoutStyle: LayoutStyle = .rows {
        didSet { if oldValue != layoutStyle { setNeedsDisplay() } }
    }
    /// The direction cells are laid out and scrolled in.
    public var scrollDirection: ScrollDirection = .vertical {
        didSet { if oldValue != scrollDirection { setNeedsDisplay() } }
    }
    /// Supplies sections, items and cells. Held weakly. Setting it schedules a reload.
    public weak var dataSource: (any ListViewDataSource)? {
        didSet {
            needsReload = true
            setNeedsDisplay()
        }
    }
    /// Hears user selection. Held weakly.
    public weak var delegate: (any ListViewDelegate)?
    /// Whether the user can select items.
    public var allowsSelection = true {
        didSet { if oldValue != allowsSelection { setNeedsDisplay() } }
    }
    /// Whether the selected item is deselected each time the list's screen is about to appear (its
    /// view controller's `viewWillAppear`): on by default, as UIKit's list controllers do
    /// (`clearsSelectionOnViewWillAppear`), so the row the user chose is no longer marked after Back
    /// from the screen it opened. Turn it off for a list whose selection is a choice that stays (an
    /// address picked for an order, a sidebar marking the page shown). Deselecting this way does not
    /// call the delegate, as UIKit's does not.
    public var clearsSelectionOnViewWillAppear = true
    /// How many items have cells at once (what fits on screen); `nil` for all of them.
    public var visibleItemLimit: Int? {
        didSet { if oldValue != visibleItemLimit, !needsReload { layoutVisibleCells() } }
    }
    /// The position, counting items across sections, of the first item with a cell.
    public internal(set) var firstVisibleItem = 0
    /// The selected item, if any.
    public internal(set) var indexPathForSelectedItem: IndexPath?

    var registrations: [String: ListViewCell.Type] = [:]
    var reusePool: [String: [ListViewCell]] = [:]
    var sectionCounts: [Int] = []
    var visibleEntries: [(indexPath: IndexPath, cell: ListViewCell)] = []
    /// While the cells are laid out again, the cell each index path had before.
    var cellsBeforeLayout: [IndexPath: ListViewCell] = [:]
    var needsReload = true

    /// Creates an empty list.
    public override init() {
        super.init()
    }

    /// Creates an empty list laid out in `scrollDirection` (`.horizontal` for a carousel).
    public convenience init(scrollDirection: ScrollDirection) {
        self.init()
        self.scrollDirection = scrollDirection
    }

    /// Registers the cell class to create for `identifier` when the reuse pool has none.
    public func register(_ cellClass: ListViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `identifier`: one from the reuse pool (after `prepareForReuse`), else a new one of
    /// the registered class, else (never crashing, unlike UIKit) a new plain `ListViewCell`. While
    /// the list lays its cells out again (a reload, a scroll), the pooled cell that last showed
    /// `indexPath` comes first, so a row keeps its cell, and a renderer its element, across a reload.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> ListViewCell {
        if let cell = pooledCell(withReuseIdentifier: identifier, for: indexPath, where: { _ in true }) { return cell }
        let cellClass = registrations[identifier] ?? ListViewCell.self
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// A cell of type `Cell` for `identifier`: a pooled one of that type (the one that last showed
    /// `indexPath` first), else a new `Cell`, so the result is always of the type asked for.
    public func dequeueReusableCell<Cell: ListViewCell>(
        _ type: Cell.Type,
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> Cell {
        if let cell = pooledCell(withReuseIdentifier: identifier, for: indexPath, where: { $0 is Cell }) as? Cell { return cell }
        return Cell(reuseIdentifier: identifier)
    }

    /// Takes a pooled cell for `identifier` that `fits`, prepared for reuse: the one that showed
    /// `indexPath` before this layout if it is pooled, else the last one pooled.
    private func pooledCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath, where fits: (ListViewCell) -> Bool
    )
        -> ListViewCell?
    {
        guard var pool = reusePool[identifier] else { return nil }
        let previous = cellsBeforeLayout[indexPath]
        guard let index = pool.lastIndex(where: { $0 === previous && fits($0) }) ?? pool.lastIndex(where: fits) else { return nil }
        let cell = pool.remove(at: index)
        reusePool[identifier] = pool
        cell.prepareForReuse()
        return cell
    }

    /// Asks the data source again for everything and rebuilds the visible cells. Clears the selection.
    public func reloadData() {
        needsReload = false
        indexPathForSelectedItem = nil
        let sections = max(dataSource?.numberOfSections(in: self) ?? 0, 0)
        sectionCounts = (0..<sections).map { max(dataSource?.listView(self, numberOfItemsInSection: $0) ?? 0, 0) }
        firstVisibleItem = min(firstVisibleItem, max(totalItemCount - 1, 0))
        layoutVisibleCells()
    }

    /// Loads the data if it has not been loaded since the data source was set.
    public func layoutIfNeeded() {
        if needsReload { reloadData() }
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        layoutIfNeeded()
        return sectionCounts.count
    }

    /// The number of items in `section`, as last loaded (0 for an invalid section).
    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    /// The number of items in all sections.
    public var totalItemCount: Int { sectionCounts.reduce(0, +) }

    /// The cells on screen, in order.
    public var visibleCells: [ListViewCell] {
        layoutIfNeeded()
        return visibleEntries.map(\.cell)
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleEntries.map(\.indexPath)
    }

    /// The cell on screen for `indexPath`, or `nil` if it has none.
    public func cellForItem(at indexPath: IndexPath) -> ListViewCell? {
        layoutIfNeeded()
        // The visible cells are the items from `firstVisibleItem` on, in order.
        if let position = position(of: indexPath), visibleEntries.indices.contains(position - firstVisibleItem) {
            let entry = visibleEntries[position - firstVisibleItem]
            if entry.indexPath == indexPath { return entry.cell }
        }
        return visibleEntries.first { $0.indexPath == indexPath }?.cell
    }

    /// The index path a visible cell shows, or `nil`.
    public func indexPath(for cell: ListViewCell) -> IndexPath? {
        visibleEntries.first { $0.cell === cell }?.indexPath
    }

    /// The list as a renderer sees it: `.list`, or `.horizontalList` when it scrolls sideways; the
    /// item count as detail; focusable.
    open override var renderContent: RenderContent {
        RenderContent(
            kind: scrollDirection == .vertical ? .list : .horizontalList, detail: "\(totalItemCount) items",
            isFocusable: true
        )
    }
}
