// Names a page and its coordinator share: a page is a nonisolated value, a coordinator is main-actor
// isolated, and a constant both read lives on the page, or is declared `nonisolated` on the coordinator.
// Also the short link form, `notes://note/3`, read back as the whole path that shows the note.

import Coordinators
import Foundation
import Screens

// snippet.page
private enum NotePage: LocatedPage {
    case list
    case note(id: Int)

    /// The stack's name: on the page, which is nonisolated like every value type, so the page and
    /// the main-actor coordinator can both read it.
    static let stack = "notes"

    var linkedPath: PagePath<NotePage> {
        switch self {
        case .list: PagePath(stack: Self.stack, pages: [.list])
        case .note: PagePath(stack: Self.stack, pages: [.list, self])
        }
    }

    /// The page's short link, `notes://note/3`, written with the coordinator's format.
    var url: URL { NotesStack.links.url(forPage: self) }

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
}
// snippet.end

// snippet.stack
private final class NotesStack: PageStackCoordinator<NotePage> {
    /// The app's link format. A coordinator's static constant is main-actor isolated like the
    /// coordinator, and the page's nonisolated `url` could not read it; `nonisolated` (for a
    /// `Sendable` value) lets any code read it.
    nonisolated static let links = LinkFormat<NotePage>(scheme: "notes")

    init() { super.init(rootPage: .list, identifier: NotePage.stack) }

    override func viewController(for page: NotePage) throws -> ViewController { ViewController() }
}
// snippet.end

// snippet.hide
/// Runs the snippet and checks the short link both ways; `SnippetTests` calls it.
@MainActor
func pageNamesSnippet() async throws {
    // snippet.show
    // snippet.link
    let link = NotePage.note(id: 3).url // notes://note/3
    let path = try NotesStack.links.path(fromPageLink: link) // the notes stack: [.list, .note(id: 3)]
    // snippet.end
    // snippet.hide
    try check(link.absoluteString == "notes://note/3", "the short link: \(link)")
    try check(path == PagePath(stack: "notes", pages: [.list, .note(id: 3)]), "the path it names: \(path)")
    let stack = NotesStack()
    try check(stack.identifier == "notes", "the stack's name")
}

private struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}

private func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw SnippetFailure(description: "failed: \(what)") }
}
