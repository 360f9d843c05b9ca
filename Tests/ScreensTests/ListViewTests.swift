import Foundation
import Testing
@testable import Screens

/// A two-section data source of plain text cells.
@MainActor
final class SectionedDataSource: ListViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in listView: ListView) -> Int { sections.count }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        cell.text = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// Records selection callbacks and can refuse some items.
@MainActor
final class RecordingListDelegate: ListViewDelegate {
    var events: [String] = []
    var refused: Set<IndexPath> = []

    func listView(_ listView: ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { !refused.contains(indexPath) }
    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath.item)") }
    func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath) { events.append("deselect \(indexPath.item)") }
}

/// A cell subclass, to check registration.
@MainActor
final class ProductCell: ListViewCell {
    private(set) var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

@MainActor
@Suite("ListView")
struct ListViewTests {
    @Test func loadsSectionsAndCellsFromTheDataSource() {
        let list = ListView()
        let source = SectionedDataSource([["a", "b"], ["c"]])
        list.dataSource = source
        #expect(list.numberOfSections == 2)
        #expect(list.numberOfItems(inSection: 1) == 1)
        #expect(list.numberOfItems(inSection: 9) == 0)
        #expect(list.visibleCells.map(\.text) == ["a", "b", "c"])
        #expect(
            list.indexPathsForVisibleItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1),
            ])
        #expect(list.subviews.count == 3)
        #expect(list.renderContent.detail == "3 items")
    }

    @Test func reloadReusesCellsOfTheRegisteredClass() throws {
        let list = ListView()
        list.register(ProductCell.self, forCellReuseIdentifier: "text")
        let source = SectionedDataSource([["a", "b"]])
        list.dataSource = source
        let first = try #require(list.visibleCells.first as? ProductCell)
        source.sections = [["x", "y", "z"]]
        list.reloadData()
        #expect(list.visibleCells.map(\.text) == ["x", "y", "z"])
        #expect(list.visibleCells.contains { $0 === first })
        #expect(first.reuseCount == 1)
        #expect(list.visibleCells.allSatisfy { $0 is ProductCell })
    }

    /// A row keeps its cell across a reload and a scroll (a renderer's element id follows the cell,
    /// so an event sent just before the change still names the row the user meant).
    @Test func aRowKeepsItsCellAcrossAReloadAndAScroll() {
        let list = ListView()
        list.visibleItemLimit = 3
        let source = SectionedDataSource([(0..<6).map { "item \($0)" }])
        list.dataSource = source
        let before = list.visibleCells
        source.sections = [(0..<6).map { "item \($0) again" }]
        list.reloadData()
        #expect(list.visibleCells.map(\.text) == ["item 0 again", "item 1 again", "item 2 again"])
        #expect(zip(before, list.visibleCells).allSatisfy { $0 === $1 })
        #expect(list.scrollToItem(at: IndexPath(item: 3, section: 0)))
        #expect(list.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0)) === before[1])
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) === before[2])
        #expect(list.cellForItem(at: IndexPath(item: 3, section: 0)) === before[0])
    }

    @Test func dequeueOfAnUnregisteredIdentifierGivesAPlainCellNotACrash() {
        let list = ListView()
        let cell = list.dequeueReusableCell(withReuseIdentifier: "unknown", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == ListViewCell.self)
        #expect(cell.reuseIdentifier == "unknown")
    }

    @Test func onlyVisibleItemsHaveCellsAndScrollingReusesThem() {
        let list = ListView()
        list.visibleItemLimit = 2
        let source = ButtonCellDataSource(titles: (0..<10).map { "item \($0)" })
        list.dataSource = source
        #expect(list.visibleCells.map(\.text) == ["item 0", "item 1"])
        #expect(list.scrollToItem(at: IndexPath(item: 7, section: 0)))
        #expect(list.indexPathsForVisibleItems.map(\.item) == [6, 7])
        #expect(list.scrollToItem(at: IndexPath(item: 1, section: 0)))
        #expect(list.indexPathsForVisibleItems.map(\.item) == [1, 2])
        #expect(!list.scrollToItem(at: IndexPath(item: 99, section: 0)))
        #expect(source.cellsCreated == 2)
        #expect(list.cellForItem(at: IndexPath(item: 8, section: 0)) == nil)
    }

    @Test func userSelectionAsksTheDelegateAndDeselectsThePrevious() throws {
        let list = ListView()
        let source = SectionedDataSource([["a", "b", "c"]])
        let delegate = RecordingListDelegate()
        delegate.refused = [IndexPath(item: 2, section: 0)]
        list.dataSource = source
        list.delegate = delegate
        try list.userSelectItem(at: IndexPath(item: 0, section: 0))
        try list.userSelectItem(at: IndexPath(item: 1, section: 0))
        #expect(throws: ScreensError.selectionRefusedByDelegate) { try list.userSelectItem(at: IndexPath(item: 2, section: 0)) }
        #expect(throws: ScreensError.indexOutOfRange) { try list.userSelectItem(at: IndexPath(item: 5, section: 0)) }
        #expect(delegate.events == ["select 0", "deselect 0", "select 1"])
        #expect(list.indexPathForSelectedItem == IndexPath(item: 1, section: 0))
        let selectedCell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(selectedCell.isSelected)
        #expect(selectedCell.renderContent.isSelected)
        list.allowsSelection = false
        #expect(throws: ScreensError.selectionNotAllowed) { try list.userSelectItem(at: IndexPath(item: 0, section: 0)) }
    }

    @Test func programmaticSelectionDoesNotCallTheDelegateAndReloadClearsIt() {
        let list = ListView()
        let source = SectionedDataSource([["a", "b"]])
        let delegate = RecordingListDelegate()
        list.dataSource = source
        list.delegate = delegate
        #expect(list.selectItem(at: IndexPath(item: 1, section: 0)))
        #expect(!list.selectItem(at: IndexPath(item: 3, section: 0)))
        #expect(list.visibleCells.map(\.isSelected) == [false, true])
        list.deselectItem(at: IndexPath(item: 1, section: 0))
        #expect(list.indexPathForSelectedItem == nil)
        list.selectItem(at: IndexPath(item: 0, section: 0))
        list.reloadData()
        #expect(list.indexPathForSelectedItem == nil)
        #expect(delegate.events.isEmpty)
    }

    @Test func aCellCanHoldANestedList() throws {
        let outer = ListView()
        let inner = ListView()
        let innerSource = SectionedDataSource([["red", "blue"]])
        inner.dataSource = innerSource
        final class NestingSource: ListViewDataSource {
            let inner: ListView
            init(inner: ListView) { self.inner = inner }
            func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { 1 }
            func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
                let cell = listView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                cell.contentView.addSubview(inner)
                return cell
            }
        }
        let outerSource = NestingSource(inner: inner)
        outer.dataSource = outerSource
        let cell = try #require(outer.visibleCells.first)
        #expect(inner.superview === cell.contentView)
        #expect(inner.visibleCells.map(\.text) == ["red", "blue"])
        #expect(
            responderChain(from: inner.visibleCells[0]).prefix(5).map(ObjectIdentifier.init)
                == [inner.visibleCells[0], inner, cell.contentView, cell, outer].map(ObjectIdentifier.init))
    }

    @Test func withoutADataSourceTheListIsEmpty() {
        let list = ListView()
        list.reloadData()
        #expect(list.visibleCells.isEmpty)
        #expect(list.numberOfSections == 0)
    }
}
