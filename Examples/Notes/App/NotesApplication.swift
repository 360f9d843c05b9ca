import Coordinators
public import NotesStore
public import Screens

/// The notes app: the store for every scene, a `NotesStack` at each scene's root, and page links
/// (`notes://note/3`, `notes://list`) opened in the scene they come to.
@MainActor
public enum NotesApplication {
    /// The application (it keeps its delegate), with `store` as every scene's dependency.
    public static func make(store: NotesStore) -> Application {
        let links = LinkFormat<NotePage>(scheme: "notes")
        return Application(delegate: CoordinatingApplicationDelegate(dependency: store, links: links) { _ in NotesStack() })
    }
}
