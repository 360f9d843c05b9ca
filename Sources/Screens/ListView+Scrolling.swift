public import Foundation

/// Scrolling, visible-cell layout and selection of a list view.
extension ListView {
    /// Scrolls so that the item at `indexPath` has a cell. Returns `false` for an invalid path.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard let position = position(of: indexPath) else { return false }
        let limit = visibleItemLimit ?? totalItemCount
        if position < firstVisibleItem {
            firstVisibleItem = position
        } else if position >= firstVisibleItem + limit {
            firstVisibleItem = position - limit + 1
        } else {
            return true
        }
        layoutVisibleCells()
        return true
    }

    /// Simulates the user scrolling by `count` items: towards the end (down, or right in a
    /// horizontal list) when positive, back when negative, stopping where the last items fill the
    /// visible range or at the first item. Cells leaving the range go to the reuse pool. Returns
    /// whether the visible range moved.
    @discardableResult
    public func userScroll(byItems count: Int) -> Bool {
        layoutIfNeeded()
        let limit = visibleItemLimit ?? totalItemCount
        let lastStart = max(totalItemCount - limit, 0)
        let (sum, overflow) = firstVisibleItem.addingReportingOverflow(count)
        let moved = overflow ? (count > 0 ? Int.max : Int.min) : sum
        let target = count > 0 ? max(min(moved, lastStart), firstVisibleItem) : max(moved, 0)
        guard target != firstVisibleItem else { return false }
        firstVisibleItem = target
        layoutVisibleCells()
        return true
    }

    /// Selects the item programmatically (the delegate is not called). Returns `false` for an
    /// invalid path.
    @discardableResult
    public func selectItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard position(of: indexPath) != nil else { return false }
        indexPathForSelectedItem = indexPath
        updateSelectionOfVisibleCells()
        return true
    }

    /// Deselects the selected item programmatically (the delegate is not called).
    public func deselectItem(at indexPath: IndexPath) {
        guard indexPathForSelectedItem == indexPath else { return }
        indexPathForSelectedItem = nil
        updateSelectionOfVisibleCells()
    }

    /// Simulates the user tapping the item: asks the delegate, deselects the previous item (telling
    /// the delegate), selects this one and tells the delegate.
    ///
    /// Throws, changing nothing, when the item cannot be chosen: `.indexOutOfRange` for an index
    /// path that names no item (the data not loaded yet, a wrong section), `.selectionNotAllowed`
    /// when `allowsSelection` is off, `.selectionRefusedByDelegate` when the delegate says no. So a
    /// test that taps a row that is not there fails at the tap: `try list.userSelectItem(at: path)`.
    public func userSelectItem(at indexPath: IndexPath) throws(ScreensError) {
        layoutIfNeeded()
        guard position(of: indexPath) != nil else { throw .indexOutOfRange }
        guard allowsSelection else { throw .selectionNotAllowed }
        if let delegate, !delegate.listView(self, shouldSelectItemAt: indexPath) { throw .selectionRefusedByDelegate }
        if let previous = indexPathForSelectedItem, previous != indexPath {
            indexPathForSelectedItem = nil
            delegate?.listView(self, didDeselectItemAt: previous)
        }
        indexPathForSelectedItem = indexPath
        updateSelectionOfVisibleCells()
        delegate?.listView(self, didSelectItemAt: indexPath)
    }

    /// Hands the current cells back to the reuse pool and asks the data source for the visible ones:
    /// an index path still visible is offered the cell it had, and the others the pooled cells in
    /// the order they were on screen (the pool is taken from its end, so they go in last first).
    func layoutVisibleCells() {
        setNeedsDisplay()
        cellsBeforeLayout = Dictionary(visibleEntries.map { ($0.indexPath, $0.cell) }, uniquingKeysWith: { first, _ in first })
        defer { cellsBeforeLayout = [:] }
        for entry in visibleEntries.reversed() {
            entry.cell.removeFromSuperview()
            if let identifier = entry.cell.reuseIdentifier { reusePool[identifier, default: []].append(entry.cell) }
        }
        visibleEntries = []
        guard let dataSource else { return }
        let total = totalItemCount
        let end = min(firstVisibleItem + (visibleItemLimit ?? total), total)
        guard firstVisibleItem < end else { return }
        for position in firstVisibleItem..<end {
            guard let indexPath = indexPath(atPosition: position) else { continue }
            let cell = dataSource.listView(self, cellForItemAt: indexPath)
            cell.isSelected = indexPath == indexPathForSelectedItem
            addSubview(cell)
            visibleEntries.append((indexPath, cell))
        }
    }

    private func updateSelectionOfVisibleCells() {
        for entry in visibleEntries { entry.cell.isSelected = entry.indexPath == indexPathForSelectedItem }
    }

    /// The position of an item counted across sections, or `nil` if the path is invalid.
    func position(of indexPath: IndexPath) -> Int? {
        let section = indexPath.listSection
        let item = indexPath.listItem
        guard indexPath.count == 2, sectionCounts.indices.contains(section),
            (0..<sectionCounts[section]).contains(item)
        else { return nil }
        return sectionCounts[..<section].reduce(0, +) + item
    }

    /// The index path at a position counted across sections.
    func indexPath(atPosition position: Int) -> IndexPath? {
        var remaining = position
        for (section, count) in sectionCounts.enumerated() {
            if remaining < count { return IndexPath.listPath(item: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}

extension View {
    /// Deselects the selected item of every list in this view's hierarchy that clears its selection
    /// when `controller` is about to appear; the views of other controllers (children, which appear
    /// on their own) are left to them.
    func clearListSelections(appearingIn controller: ViewController) {
        if let owner = owningViewController, owner !== controller { return }
        if let list = self as? ListView, list.clearsSelectionOnViewWillAppear, let selected = list.indexPathForSelectedItem {
            list.deselectItem(at: selected)
        }
        for subview in subviews { subview.clearListSelections(appearingIn: controller) }
    }
}
