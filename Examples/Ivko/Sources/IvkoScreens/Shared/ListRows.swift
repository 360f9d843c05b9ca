import Foundation
import Screens

/// The rows of a list that shows one array: a row per item, each a `Cell` that `show` fills, and
/// `choose` told of the item the user picks (from its row). It is the list's data source and
/// delegate, so a screen whose list is just its items writes none of the list's callbacks: it keeps
/// one (the list holds it weakly) and sets `items`. An empty list hides: the screen's status above
/// it says why.
@MainActor
final class ListRows<Item, Cell: ListViewCell>: ListViewDataSource, ListViewDelegate {
    /// The items, one row each, in order; setting them lays the rows out again.
    var items: [Item] = [] {
        didSet {
            listView.reloadData()
            listView.isHidden = items.isEmpty
        }
    }

    private let listView: ListView
    private let show: @MainActor (Cell, Item) -> Void
    private let choose: @MainActor (Item, Responder) -> Void

    /// The rows of `listView`, each a `Cell` that `show` fills with its item; choosing one tells
    /// `choose` its item and its row (to send from).
    init(
        of listView: ListView, show: @escaping @MainActor (Cell, Item) -> Void,
        choose: @escaping @MainActor (Item, Responder) -> Void = { _, _ in }
    ) {
        self.listView = listView
        self.show = show
        self.choose = choose
        listView.register(Cell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
    }

    /// Marks the row of the first item that `isChosen` as selected (nobody is told): how a screen
    /// shows a choice it kept.
    func selectRow(where isChosen: (Item) -> Bool) {
        if let index = items.firstIndex(where: isChosen) { listView.selectItem(at: IndexPath(item: index, section: 0)) }
    }

    /// A row per item.
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    /// The item's row, filled by `show`.
    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(Cell.self, withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        if let item = items.element(at: indexPath.item) { show(cell, item) }
        return cell
    }

    /// Tells `choose` the item picked, with its row.
    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard let item = items.element(at: indexPath.item) else { return }
        choose(item, listView.cellForItem(at: indexPath) ?? listView)
    }

    /// One kind of row per list, so one reuse identifier.
    private static var reuseIdentifier: String { "row" }
}
