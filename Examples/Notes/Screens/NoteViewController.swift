import Coordinators
public import NotesModel
public import Screens

/// One note, with a Delete button; what the store says when it refuses shows under the note.
public final class NoteViewController: ViewController {
    /// The note shown.
    public let note: Note
    /// The note's text.
    public let textLabel = Label()
    /// Why the last Delete did not happen, if it did not.
    public let problemLabel = Label()
    /// Deletes the note (the store's reply comes back here).
    public private(set) lazy var deleteButton = Button(title: "Delete") { [unowned self] button in
        button.sendAction(DeleteNote(id: note.id)) { [weak self] result in
            if case .failure(let error) = result { self?.problemLabel.text = "\(error)" }
        }
    }

    /// The screen of `note`.
    public init(note: Note) {
        self.note = note
        super.init()
        title = note.title
        textLabel.text = note.text
    }

    /// The note, the Delete button, and the place for a problem.
    public override func loadView() {
        view = StackView(arrangedSubviews: [textLabel, deleteButton, problemLabel], axis: .vertical)
    }
}
