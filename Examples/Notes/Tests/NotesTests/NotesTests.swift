import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Foundation
import NotesApp
import NotesModel
import NotesScreens
import NotesStore
import Screens
import Testing
import TerminalUI

/// The app as the program runs it, headless: the same application and shell, the keys a user
/// presses, the screen as text. Every message takes the program's route, and one nobody handles
/// fails the test.
@MainActor
@Suite("Notes", .failsOnUnhandledMessages)
struct NotesTests {
    let store = NotesStore()
    let application: Application
    let driver: HeadlessDriver

    init() {
        application = NotesApplication.make(store: store)
        driver = HeadlessDriver(application: application, width: 50, height: 12)
    }

    /// The root coordinator of `scene`.
    func stack(in scene: Scene?) throws -> NotesStack {
        let shell = try #require(application.delegate as? CoordinatingApplicationDelegate<NotesStack>)
        let scene = try #require(scene)
        return try #require(shell.root(of: scene))
    }

    @Test("The list shows the store's notes; Enter opens the focused one, Esc goes back to the list")
    func openAndGoBack() throws {
        let stack = try stack(in: application.launchFirstScene())
        #expect(driver.screen().contains("3 notes"))
        #expect(driver.screen().contains("Groceries"))
        driver.apply(.key(.down))
        driver.apply(.key(.enter))
        #expect(stack.pages == [.list, .note(id: 2)])
        #expect(driver.screen().contains("A notes app in an afternoon."))
        driver.apply(.key(.escape))
        #expect(stack.pages == [.list])
    }

    @Test("notes://note/3 opens the note over the list")
    func deepLink() throws {
        let stack = try stack(in: application.launchFirstScene(opening: [try #require(URL(string: "notes://note/3"))]))
        #expect(stack.pages == [.list, .note(id: 3)])
        #expect(driver.screen().contains("The Left Hand of Darkness."))
    }

    @Test("Delete asks the store, which answers how many are left; the list shows one note fewer")
    func delete() async throws {
        let stack = try stack(in: application.launchFirstScene(opening: [try #require(URL(string: "notes://note/1"))]))
        let note = try #require(stack.navigationController.topViewController as? NoteViewController)
        #expect(note.deleteButton.tap())
        try await waitUntil("the note is deleted") { stack.pages == [.list] }
        #expect(store.notes.map(\.id) == [2, 3])
        #expect(driver.screen().contains("2 notes"))
        #expect(!driver.screen().contains("Groceries"))
    }

    @Test("A note deleted in another window: its Delete shows the store's answer there")
    func deleteRefused() async throws {
        let first = try stack(in: application.launchFirstScene(opening: [try #require(URL(string: "notes://note/2"))]))
        let link = try #require(URL(string: "notes://note/2"))
        let second = try stack(in: try application.requestSceneSessionActivation(options: SceneConnectionOptions(urls: [link])).get())
        let inFirst = try #require(first.navigationController.topViewController as? NoteViewController)
        let inSecond = try #require(second.navigationController.topViewController as? NoteViewController)
        #expect(inFirst.deleteButton.tap())
        try await waitUntil("the first window's note is deleted") { first.pages == [.list] }
        #expect(inSecond.deleteButton.tap())
        try await waitUntil("the second window shows the refusal") { inSecond.problemLabel.text != nil }
        #expect(inSecond.problemLabel.text == "Note 2 is not there any more.")
        #expect(second.pages == [.list, .note(id: 2)])
    }
}
