import AsyncTestSupport
import Testing

// Runs the code the DocC articles quote. `Snippets/` at the package root holds one small program
// per article (SwiftPM builds each as an executable, and the docs plugin quotes its slices with
// `@Snippet`); this target compiles the same files (through the `Snippets` symlink beside this
// file) and runs each one's checks, so the articles cannot drift from the libraries.

// Five minutes: the whole suite takes seconds, but under ThreadSanitizer (.ci/tsan) one minute was cut short.
@MainActor
@Suite("Article snippets", .stretchedTimeLimit(minutes: 5))
struct SnippetTests {
    @Test("Your first coordinator: a button's message pushes a screen")
    func firstCoordinator() async throws { try await firstCoordinatorSnippet() }

    @Test("Messages up the chain: a reply, a handler that passes on, and an unhandled message's path")
    func messagesUpTheChain() async throws { try await messagesUpTheChainSnippet() }

    @Test("Dependencies down the tree: a message waits until the dependency arrives")
    func dependenciesDownTheTree() async throws { try await dependenciesDownTheTreeSnippet() }

    @Test("Navigation kept in sync: swipes and the back button finish and release a flow")
    func navigationInSync() async throws { try await navigationInSyncSnippet() }

    @Test("Pages: Display from another tab, a deep link, and restored navigation")
    func pagesAndLinks() async throws { try await pagesAndLinksSnippet() }

    @Test("Pages: a name the page and its coordinator share, and the short link notes://note/3")
    func pageNames() async throws { try await pageNamesSnippet() }

    @Test("Stateless coordinators: a vended flow reports its output")
    func vendedFlow() async throws { try await vendedFlowSnippet() }

    @Test("Testing flows headless: taps, the message log and a leak check")
    func testingFlowsHeadless() async throws { try await testingFlowsHeadlessSnippet() }

    @Test("Signals: observing tied to an object, and ending with the owner")
    func signalsBasics() async throws { try await signalsBasicsSnippet() }

    @Test("Networking: a stub transport, a retried 503 and typed errors")
    func networkingWithAStub() async throws { try await networkingWithAStubSnippet() }

    @Test("Networking: a streamed body, cut with a typed error; pins and credentials per host")
    func networkingStreams() async throws { try await networkingStreamsSnippet() }

    @Test("TerminalUI: the notes app driven headless, Enter and Esc, an unknown input refused")
    func terminalProgram() async throws { try await terminalProgramSnippet() }

    @Test("TerminalUI: a picture as its text alternative headless, and in half blocks with a decoder")
    func terminalPictures() async throws { try await terminalPicturesSnippet() }

    @Test("BrowserUI: the first page, a click as a tap, and the one patch it makes")
    func browserWindow() async throws { try await browserWindowSnippet() }

    @Test("Starting an app with scenes: the shell, a page link at launch, and the app headless")
    func appWithScenes() async throws { try await appWithScenesSnippet() }

    @Test("Lists: a data source, reused cells, the user's choice, and the choice cleared after Back")
    func listViews() async throws { try await listViewsSnippet() }
}
