// An app with scenes from its four parts: the app's dependency (a store), a scene's root coordinator
// (a page stack), its links (`notes://note/2`), and the terminal program's `main`.

import Coordinators
import Foundation
import Screens
import TerminalUI

// snippet.pages
private enum NotePage: LocatedPage {
    case list
    case note(id: Int)

    var linkSegments: [String] {
        switch self {
        case .list: ["list"]
        case .note(let id): ["note", String(id)]
        }
    }

    init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "list": self = .list
        case "note": self = .note(id: try link.int())
        case let name: throw link.unknownPage(name)
        }
    }

    /// A note is shown over the list, on the one stack, "notes".
    var linkedPath: PagePath<NotePage> {
        PagePath(stack: "notes", pages: self == .list ? [.list] : [.list, self])
    }
}
// snippet.end

// snippet.root
/// The app's store: set once on the application coordinator, read by every scene's coordinators.
@MainActor
private final class NotesStore {
    var titles = [1: "Groceries", 2: "Ideas"]
}

/// A scene's root: one stack of pages, its screens made from the store it is given.
private final class NotesStack: PageStackCoordinator<NotePage> {
    init() { super.init(rootPage: .list, identifier: "notes") }

    override func canShow(_ page: NotePage) -> Bool { true }

    override func viewController(for page: NotePage) throws -> ViewController {
        let store = try requiredDependency(NotesStore.self)
        let screen = ViewController()
        switch page {
        case .list: screen.title = "\(store.titles.count) notes"
        case .note(let id): screen.title = store.titles[id] ?? "Deleted"
        }
        return screen
    }
}
// snippet.end

// snippet.app
/// The whole shell: the store for every scene, a `NotesStack` per scene, `notes://` page links.
@MainActor
private func makeNotesApplication(store: NotesStore) -> Application {
    let links = LinkFormat<NotePage>(scheme: "notes")
    return Application(delegate: CoordinatingApplicationDelegate(dependency: store, links: links) { _ in NotesStack() })
}
// snippet.end

// snippet.hide
/// The program's entry point, compiled with the article (the program's own file is `main.swift`).
@MainActor
private func notesProgram() async throws {
    // snippet.show
    // snippet.main
    // main.swift of the terminal program (`notes notes://note/2` opens the note):
    let application = makeNotesApplication(store: NotesStore())
    application.launchFirstScene(opening: CommandLine.arguments.dropFirst().compactMap(URL.init(string:)))
    let exit = try await TerminalApp(application: application).run()
    if case .signal(let signal) = exit { Foundation.exit(signal.exitStatus) }
    // snippet.end
    // snippet.hide
}

/// Runs the snippet's app headless and checks what it shows; `SnippetTests` calls it.
@MainActor
func appWithScenesSnippet() async throws {
    // snippet.show
    // snippet.test
    // A test runs the same application, with the program's route, headless:
    let application = makeNotesApplication(store: NotesStore())
    application.launchFirstScene(opening: [URL(string: "notes://note/2")!])
    let driver = HeadlessDriver(application: application, width: 40, height: 8)
    // driver.screen() shows "Ideas" over "2 notes"; driver.apply(.key(.escape)) goes back.
    // snippet.end
    // snippet.hide
    try check(driver.screen().contains("Ideas"), "the link opened the note:\n\(driver.screen())")
    driver.apply(.key(.escape))
    try check(driver.screen().contains("2 notes"), "Back shows the list:\n\(driver.screen())")
}

// snippet.hide
private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
