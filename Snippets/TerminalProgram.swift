// A Screens application in a terminal: the application with its window, the program's main, and the same
// application driven headless in a test, keys in and the screen out as text.

import Foundation
import Screens
import TerminalUI

// snippet.screens
private final class NotesViewController: ViewController {
    override init() {
        super.init()
        title = "Notes"
    }

    override func loadView() {
        super.loadView()
        let open = Button(title: "Open Groceries") { [weak self] _ in
            self?.navigationController?.pushViewController(NoteViewController(), animated: true)
        }
        view.addSubview(StackView(arrangedSubviews: [Label(text: "2 notes"), open]))
    }
}

private final class NoteViewController: ViewController {
    override init() {
        super.init()
        title = "Groceries"
    }

    override func loadView() {
        super.loadView()
        view.addSubview(Label(text: "Milk, bread, apples"))
    }
}
// snippet.end

// snippet.application
/// The notes app: an application with one scene, whose window shows the notes in a navigation stack.
@MainActor
private func makeNotesApplication() -> Application {
    let application = Application()
    if case .success(let scene) = application.requestSceneSessionActivation() {
        let window = Window(windowScene: scene)
        window.rootViewController = NavigationController(rootViewController: NotesViewController())
        window.makeKeyAndVisible()
    }
    return application
}
// snippet.end

// snippet.hide
/// The program's `main.swift` after its three imports (Foundation, Screens, TerminalUI). Compiled, never
/// run by the tests: it takes the terminal over.
@MainActor
func terminalProgramMain() async throws {
    // snippet.show
    // snippet.main
    let exit = try await TerminalApp(application: makeNotesApplication()).run()
    if case .signal(let signal) = exit { Foundation.exit(signal.exitStatus) }
    // snippet.end
    // snippet.hide
}

/// Runs the headless half of the snippet and checks the screens; `SnippetTests` calls it.
@MainActor
func terminalProgramSnippet() async throws {
    // snippet.show
    // snippet.headless
    let driver = HeadlessDriver(application: makeNotesApplication(), width: 40, height: 6)
    // The first button has focus: Enter taps it, as a person would.
    try driver.apply(line: "enter")
    let expected = """
         ‹ Notes       Groceries
         ──────────────────────────────────────

                  Milk, bread, apples

          esc back   ? help   q quit
        """
    // snippet.hide
    let screen = driver.screen()
    try check(screen == expected, "the note is shown:\n\(screen)")
    // snippet.show
    // Esc is Back; an input the driver does not know throws, naming what it accepts.
    driver.apply(.key(.escape))
    // snippet.end
    // snippet.hide
    try check(driver.screen().contains("2 notes"), "back on the list:\n\(driver.screen())")
    do {
        try driver.apply(line: "jump")
        throw SnippetFailure(description: "an unknown input was applied")
    } catch let error as HeadlessInputError {
        try check(error.line == "jump", "the error names the line")
    }
}

private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
