import Coordinators
import CoordinatorsTestSupport
import Foundation
import Screens
import Testing

/// The notes app of the shell tests: its pages, located on one stack.
enum NotePage: LocatedPage {
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

    var linkedPath: PagePath<NotePage> {
        PagePath(stack: "notes", pages: self == .list ? [.list] : [.list, self])
    }

    static let links = LinkFormat<NotePage>(scheme: "notes")
}

/// The app's store, handed down as its dependency.
final class NoteStore: Sendable {
    let titles: [Int: String]
    init(_ titles: [Int: String]) { self.titles = titles }
}

/// Removes a note: answered by the scene's root with the store it was given.
struct RemoveNote: Message {
    typealias Reply = String
    let id: Int
}

/// Answered by the application delegate only: what no scene answers.
struct ReportProblem: Message {
    typealias Reply = String
}

/// A scene's root: one stack of notes, its screens named after the store's titles.
final class NoteStack: PageStackCoordinator<NotePage> {
    init() {
        super.init(rootPage: .list, identifier: "notes")
        handle(RemoveNote.self) { stack, message in
            let store = try stack.requiredDependency(NoteStore.self)
            return "removed \(store.titles[message.id] ?? "?")"
        }
    }

    override var isReady: Bool { dependency(NoteStore.self) != nil }
    override func canShow(_ page: NotePage) -> Bool { true }

    override func viewController(for page: NotePage) throws -> ViewController {
        let store = try requiredDependency(NoteStore.self)
        switch page {
        case .list: return Screen("list")
        case .note(let id): return Screen(store.titles[id] ?? "gone")
        }
    }
}

@MainActor
@Suite("An app with scenes from its parts", .failsOnUnhandledMessages)
struct AppShellTests {
    /// The application, as the program makes it: the application keeps its delegate.
    func makeApplication(store: NoteStore? = NoteStore([3: "Groceries"])) -> Application {
        let delegate =
            if let store {
                CoordinatingApplicationDelegate(dependency: store, links: NotePage.links) { _ in NoteStack() }
            } else {
                CoordinatingApplicationDelegate<NoteStack>(makeRoot: { _ in NoteStack() }) { root, url in
                    try root.open(pageLink: url, format: NotePage.links)
                }
            }
        return Application(delegate: delegate)
    }

    func shell(of application: Application) throws -> CoordinatingApplicationDelegate<NoteStack> {
        try #require(application.delegate as? CoordinatingApplicationDelegate<NoteStack>)
    }

    @Test("The application keeps the delegate it is given; launching connects the first scene and opens its link")
    func launchOpensTheLink() throws {
        let application = makeApplication()
        let scene = try #require(application.launchFirstScene(opening: [try link("notes://note/3")]))
        let root = try #require(try shell(of: application).root(of: scene))
        #expect(root.pages == [.list, .note(id: 3)])
        #expect(root.navigationController.screenNames == ["list", "Groceries"])
        #expect(scene.keyWindow?.rootViewController === root.navigationController)
        #expect(try shell(of: application).coordinator.sceneCoordinators.count == 1)
    }

    @Test("Every scene's messages take the program's route: root, scene delegate, window, scene, application, its delegate")
    func route() async throws {
        let application = makeApplication()
        let scene = try #require(application.launchFirstScene())
        let shell = try shell(of: application)
        shell.handle(ReportProblem.self) { _, _ in "reported" }
        let root = try #require(shell.root(of: scene))
        let screen = root.viewControllers[0]
        let recorder = DispatchRecorder()
        let replies = try await MessageTrace.observing(with: recorder) {
            [try await screen.send(RemoveNote(id: 3)), try await screen.send(ReportProblem())]
        }
        #expect(replies == ["removed Groceries", "reported"])
        #expect(recorder.records.map { $0.handlers.map(\.typeName) } == [["NoteStack"], ["CoordinatingApplicationDelegate<NoteStack>"]])
        #expect(
            recorder.records.last?.path.map(\.typeName) == [
                "NoteStack", "RootSceneDelegate<NoteStack>", "Window", "Scene", "Application", "CoordinatingApplicationDelegate<NoteStack>",
            ])
    }

    @Test("A link the root cannot show yet waits until the store arrives; one it cannot read changes nothing")
    func queuedAndBadLinks() throws {
        let application = makeApplication(store: nil)
        let scene = try #require(application.launchFirstScene(opening: [try link("notes://note/3"), try link("notes://nothing")]))
        let shell = try shell(of: application)
        let root = try #require(shell.root(of: scene))
        #expect(root.pendingNavigation == SceneNavigation(PagePath(stack: "notes", pages: [.list, .note(id: 3)])))
        shell.coordinator.setDependency(NoteStore([3: "Groceries"]))
        #expect(root.pendingNavigation == nil)
        #expect(root.navigationController.screenNames == ["list", "Groceries"])
    }

    @Test("A second scene gets the store too; a disconnected scene's root is stopped and released")
    func scenesComeAndGo() throws {
        let application = makeApplication()
        let shell = try shell(of: application)
        let first = try #require(application.launchFirstScene())
        let second = try application.requestSceneSessionActivation(options: SceneConnectionOptions(urls: [try link("notes://note/3")]))
            .get()
        let leaks = LeakTracker()
        do {
            let root = try #require(shell.root(of: second))
            #expect(root.navigationController.screenNames == ["list", "Groceries"])
            leaks.track(root)
        }
        #expect(application.disconnect(second))
        #expect(shell.roots.count == 1)
        #expect(shell.root(of: first) != nil)
        #expect(leaks.survivors == [])
    }

    @Test("A scene asked to open a link while connected opens it in its root")
    func openWhileConnected() throws {
        let application = makeApplication()
        let scene = try #require(application.launchFirstScene())
        scene.open([try link("notes://note/3")])
        #expect(try shell(of: application).root(of: scene)?.pages == [.list, .note(id: 3)])
    }
}
