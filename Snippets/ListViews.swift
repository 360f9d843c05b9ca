// A list of notes: a data source that counts the rows and fills reused cells (the row is
// `IndexPath.item`), a delegate that hears the user's choice and pushes the note, and the choice
// cleared when the list shows again after Back, as UIKit's list controllers do.

import Foundation
import Screens

// snippet.list
private final class NoteListViewController: ViewController, ListViewDataSource, ListViewDelegate {
    let listView = ListView()
    var titles: [String] = [] {
        didSet { listView.reloadData() } // asks the data source again (and clears the selection)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        listView.register(ListViewCell.self, forCellReuseIdentifier: "note")
        listView.dataSource = self
        listView.delegate = self
        view.addSubview(listView)
    }

    // One section (the default), one row per note.
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    // A cell from the reuse pool, or a new one of the registered class; the row is `item`.
    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
        cell.text = titles[indexPath.item]
        return cell
    }

    // The user chose a row: show it. (With Coordinators, send a message up the chain instead:
    // `listView.sendAction(OpenNote(index: indexPath.item))`, and let the coordinator push.)
    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        let note = ViewController()
        note.title = titles[indexPath.item]
        _ = navigationController?.pushViewController(note, animated: true)
    }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the list; `SnippetTests` calls it.
@MainActor
func listViewsSnippet() async throws {
    // snippet.show
    // snippet.use
    let notes = NoteListViewController()
    let navigation = NavigationController(rootViewController: notes)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    notes.titles = ["Groceries", "Ideas", "Books"]

    // The user's tap on the second row: it throws if the row is not there.
    try notes.listView.userSelectItem(at: IndexPath(item: 1, section: 0))
    // navigation.topViewController?.title == "Ideas", and row 1 is selected (marked ✓ in a terminal)
    navigation.userTappedBack()
    // The list shows again: its selection is cleared (`clearsSelectionOnViewWillAppear`).
    // notes.listView.indexPathForSelectedItem == nil
    // snippet.end
    // snippet.hide
    try check(notes.listView.indexPathForSelectedItem == nil, "the selection was cleared after Back")
    try check(navigation.viewControllers.count == 1, "back on the list")
    notes.listView.clearsSelectionOnViewWillAppear = false
    try notes.listView.userSelectItem(at: IndexPath(item: 2, section: 0))
    try check(navigation.topViewController?.title == "Books", "the note was pushed")
    navigation.userTappedBack()
    try check(notes.listView.indexPathForSelectedItem == IndexPath(item: 2, section: 0), "a choice that stays")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
