public import NotesModel

/// The app's notes, kept in memory: the app's dependency, set once on the application coordinator so
/// that every scene's coordinators read and change the same notes. On the main actor, as they are.
@MainActor
public final class NotesStore {
    /// The notes, in the order they were written.
    public private(set) var notes: [Note]

    /// A store holding `notes` (a few samples by default).
    public init(notes: [Note] = NotesStore.samples) {
        self.notes = notes
    }

    /// The note numbered `id`, if it is still there.
    public func note(id: Int) -> Note? {
        notes.first { $0.id == id }
    }

    /// Deletes the note numbered `id` and answers how many notes are left; throws
    /// `NotesStoreError.noSuchNote` for a note that is not there (deleted meanwhile, in another window).
    public func delete(id: Int) throws(NotesStoreError) -> Int {
        guard notes.contains(where: { $0.id == id }) else { throw .noSuchNote(id: id) }
        notes.removeAll { $0.id == id }
        return notes.count
    }

    /// Three notes to start with.
    public static let samples = [
        Note(id: 1, title: "Groceries", text: "Bread, milk, two lemons."),
        Note(id: 2, title: "Ideas", text: "A notes app in an afternoon."),
        Note(id: 3, title: "Books", text: "The Left Hand of Darkness."),
    ]
}

/// Why the store refused a change.
public enum NotesStoreError: Error, Equatable, CustomStringConvertible {
    /// There is no note with this number (any more).
    case noSuchNote(id: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .noSuchNote(let id): "Note \(id) is not there any more."
        }
    }
}
