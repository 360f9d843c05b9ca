public import Coordinators
import NotesScreens
import NotesStore
public import Screens

/// A scene's root: the stack of the list and a note. It makes their screens from the store it is
/// given (the app's dependency), shows a note when the list asks, and deletes with the store.
public final class NotesStack: PageStackCoordinator<NotePage> {
    /// The stack's name in links and saved navigation (`nonisolated`: the pages, which are not on the
    /// main actor, name it too).
    public nonisolated static let name = "notes"

    /// A stack that starts on the list.
    public init() {
        super.init(rootPage: .list, identifier: Self.name)
        handle(OpenNote.self) { stack, message in try stack.showPage(.note(id: message.id)) }
        handle(DeleteNote.self) { stack, message in try stack.delete(message.id) }
    }

    /// Ready once the store has arrived: links wait until then.
    public override var isReady: Bool { dependency(NotesStore.self) != nil }

    /// The list and every note.
    public override func canShow(_ page: NotePage) -> Bool { true }

    /// The screen of `page`, from the store; a note that is gone cannot be shown.
    public override func viewController(for page: NotePage) throws -> ViewController {
        let store = try requiredDependency(NotesStore.self)
        switch page {
        case .list:
            return NoteListViewController(notes: store.notes)
        case .note(let id):
            guard let note = store.note(id: id) else { throw NotesStoreError.noSuchNote(id: id) }
            return NoteViewController(note: note)
        }
    }

    /// Deletes note `id` with the store, then goes back to the list, refreshed; answers how many are left.
    private func delete(_ id: Int) throws -> Int {
        let left = try requiredDependency(NotesStore.self).delete(id: id)
        try setPages([.list])
        (viewControllers.first as? NoteListViewController)?.notes = try requiredDependency(NotesStore.self).notes
        return left
    }
}
