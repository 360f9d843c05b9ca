public import Foundation
import Coordinators
public import NotesModel
public import Screens

/// The list of notes, one row each; choosing one sends `OpenNote` up the chain.
public final class NoteListViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The notes shown.
    public var notes: [Note] {
        didSet {
            title = "\(notes.count) notes"
            listView.reloadData()
        }
    }
    /// The rows.
    public let listView = ListView()

    /// A list of `notes`.
    public init(notes: [Note]) {
        self.notes = notes
        super.init()
        title = "\(notes.count) notes"
    }

    /// Sets up the list.
    public override func viewDidLoad() {
        super.viewDidLoad()
        listView.register(ListViewCell.self, forCellReuseIdentifier: "note")
        listView.dataSource = self
        listView.delegate = self
        view.addSubview(listView)
    }

    /// One row per note.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        notes.count
    }

    /// The note's title in a reused cell.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
        cell.text = notes[indexPath.item].title
        return cell
    }

    /// The user chose a note: whoever is above shows it.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        listView.sendAction(OpenNote(id: notes[indexPath.item].id))
    }
}
