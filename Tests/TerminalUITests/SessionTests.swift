import AsyncTestSupport
import AsyncTools
import Foundation
import Screens
import TerminalUI
import Testing

/// A terminal that records what is done to it and lets the test type.
final class FakeTerminal: TerminalControl, Sendable {
    private struct State {
        var log: [String] = []
        var output: [UInt8] = []
        var reader: (@Sendable ([UInt8]?) -> Void)?
        var currentSize = TerminalSize(width: 40, height: 8)
    }

    private let state = Locked(State())
    let isTerminal: Bool

    init(isTerminal: Bool = true) {
        self.isTerminal = isTerminal
    }

    var events: [String] { state.withLock { $0.log } }
    var written: String { state.withLock { String(decoding: $0.output, as: UTF8.self) } }
    var isReading: Bool { state.withLock { $0.reader != nil } }

    func enterRawMode() throws(TerminalError) {
        guard isTerminal else { throw .notATerminal }
        state.withLock { $0.log.append("raw") }
    }

    func restoreMode() {
        state.withLock { $0.log.append("restore") }
    }

    func write(_ bytes: [UInt8]) {
        state.withLock { state in
            state.output += bytes
            let text = String(decoding: bytes, as: UTF8.self)
            if Array(text.utf8) == Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8) {
                state.log.append("enter screen")
            } else if text == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l" {
                state.log.append("leave screen")
            } else {
                state.log.append("draw")
            }
        }
    }

    func size() -> TerminalSize? { state.withLock { $0.currentSize } }

    func resize(to size: TerminalSize) { state.withLock { $0.currentSize = size } }

    func startReading(_ handler: @escaping @Sendable ([UInt8]?) -> Void) {
        state.withLock { $0.reader = handler }
    }

    func stopReading() {
        state.withLock { $0.reader = nil }
    }

    /// Delivers `bytes` as one read.
    func type(_ bytes: String) {
        let handler = state.withLock { $0.reader }
        handler?(Array(bytes.utf8))
    }

    /// Ends the input.
    func close() {
        let handler = state.withLock { $0.reader }
        handler?(nil)
    }
}

/// Signals delivered by the test.
final class FakeSignals: SignalSource, Sendable {
    private struct State {
        var handler: (@Sendable (TerminalSignal) -> Void)?
        var stops = 0
    }

    private let state = Locked(State())

    var isCatching: Bool { state.withLock { $0.handler != nil } }
    var stopCount: Int { state.withLock { $0.stops } }

    func start(_ handler: @escaping @Sendable (TerminalSignal) -> Void) {
        state.withLock { $0.handler = handler }
    }

    func stop() {
        state.withLock { state in
            state.handler = nil
            state.stops += 1
        }
    }

    func deliver(_ signal: TerminalSignal) {
        let handler = state.withLock { $0.handler }
        handler?(signal)
    }
}

struct Boom: Error {}

@MainActor
@Suite("Terminal session: the terminal is always given back", .waitLimit(.seconds(300)))
struct SessionTests {
    @Test("Begin takes the terminal over once; end gives it back once, however often it is called")
    func beginAndEnd() throws {
        let terminal = FakeTerminal()
        let session = TerminalSession(control: terminal)
        try session.begin()
        try session.begin()
        #expect(session.isActive)
        session.end()
        session.end()
        #expect(terminal.events == ["raw", "enter screen", "leave screen", "restore"])
    }

    @Test("A thrown error gives the terminal back before it reaches the caller")
    func thrownError() {
        let terminal = FakeTerminal()
        let session = TerminalSession(control: terminal)
        #expect(throws: Boom.self) {
            try session.run {
                #expect(terminal.events == ["raw", "enter screen"])
                throw Boom()
            }
        }
        #expect(terminal.events == ["raw", "enter screen", "leave screen", "restore"])
        #expect(!session.isActive)
    }

    @Test("Not a terminal: a typed error, and nothing written")
    func notATerminal() {
        let terminal = FakeTerminal(isTerminal: false)
        #expect(throws: TerminalError.notATerminal) { try TerminalSession(control: terminal).begin() }
        #expect(terminal.events.isEmpty)
    }

    private func makeApp(
        _ terminal: FakeTerminal, _ signals: FakeSignals, root: ViewController, quit: @escaping @MainActor () -> Void = {}
    ) -> TerminalApp {
        let interface = TerminalInterface(
            application: makeApplication(root: root), size: TerminalSize(width: 10, height: 3), capabilities: .trueColor,
            hooks: TerminalHooks(quit: quit)
        )
        return TerminalApp(
            interface: interface, control: terminal, signals: signals, animationInterval: .seconds(3600), escapeTimeout: .milliseconds(20))
    }

    @Test("q quits: the quit hook runs, and run() returns with the terminal given back and signals released")
    func quit() async throws {
        let terminal = FakeTerminal()
        let signals = FakeSignals()
        var quits = 0
        let app = makeApp(terminal, signals, root: ListScreen(title: "L", count: 100), quit: { quits += 1 })
        let run = Task { try await app.run() }
        try await waitUntil("the app reads input") { terminal.isReading && signals.isCatching }
        #expect(app.interface.size == TerminalSize(width: 40, height: 8), "the terminal's own size")
        terminal.type("q")
        #expect(try await run.boundedValue("run() ends") == .quit)
        #expect(quits == 1)
        #expect(terminal.events.first == "raw")
        #expect(Array(terminal.events.suffix(2)) == ["leave screen", "restore"])
        #expect(!terminal.isReading)
        #expect(signals.stopCount == 1)
    }

    @Test("SIGTERM: the terminal is given back by the signal handler itself, then run() returns the signal")
    func terminate() async throws {
        let terminal = FakeTerminal()
        let signals = FakeSignals()
        let app = makeApp(terminal, signals, root: ListScreen(title: "L", count: 3))
        let run = Task { try await app.run() }
        try await waitUntil("the app catches signals") { signals.isCatching }
        signals.deliver(.terminate)
        #expect(Array(terminal.events.suffix(2)) == ["leave screen", "restore"], "restored before the loop hears of it")
        #expect(!app.session.isActive)
        #expect(try await run.boundedValue("run() ends") == .signal(.terminate))
        #expect(terminal.events.filter { $0 == "restore" }.count == 1)
        #expect(TerminalSignal.terminate.exitStatus == 143)
        #expect(TerminalSignal.interrupt.exitStatus == 130)
    }

    @Test("An escape sequence split across reads is one key; a lone Escape is Escape after the timeout")
    func splitReads() async throws {
        let terminal = FakeTerminal()
        let signals = FakeSignals()
        let navigation = NavigationController(rootViewController: ListScreen(title: "Home", count: 3))
        let list = ListScreen(title: "List", count: 50)
        navigation.pushViewController(list, animated: false)
        let app = makeApp(terminal, signals, root: navigation)
        let run = Task { try await app.run() }
        try await waitUntil("the app reads input") { terminal.isReading }
        terminal.type("\u{1B}")
        terminal.type("[B")
        try await waitUntil("focus moves down") {
            app.interface.focusedView === list.list.listView.cellForItem(at: IndexPath(item: 1, section: 0))
        }
        #expect(navigation.viewControllers.count == 2, "not taken for Escape")
        terminal.type("\u{1B}")
        try await waitUntil("the lone Escape goes back") { navigation.viewControllers.count == 1 }
        terminal.close()
        #expect(try await run.boundedValue("run() ends") == .endOfInput)
        #expect(Array(terminal.events.suffix(2)) == ["leave screen", "restore"])
    }

    @Test("Only changed cells are written after a key; SIGWINCH makes the next frame the new size")
    func redrawsAndResizes() async throws {
        let terminal = FakeTerminal()
        let signals = FakeSignals()
        let app = makeApp(terminal, signals, root: ListScreen(title: "L", count: 50))
        let run = Task { try await app.run() }
        try await waitUntil("the app reads input") { terminal.isReading }
        let before = terminal.written.utf8.count
        terminal.type("j")
        try await waitUntil("the move is drawn") { terminal.written.utf8.count > before }
        let drawn = String(decoding: Array(terminal.written.utf8.dropFirst(before)), as: UTF8.self)
        #expect(!drawn.contains("\u{1B}[2J"), "no clear for a key")
        #expect(drawn.utf8.count < 200, "a focus move costs a few cells, not a screen: \(drawn.debugDescription)")
        terminal.resize(to: TerminalSize(width: 30, height: 6))
        signals.deliver(.resize)
        try await waitUntil("the new size is used") { app.interface.size == TerminalSize(width: 30, height: 6) }
        terminal.type("q")
        #expect(try await run.boundedValue("run() ends") == .quit)
    }

    @Test("Idle, nothing is rendered: not once in 2 s; a change the app makes on its own is drawn at once")
    func drawsOnChangeOnly() async throws {
        let terminal = FakeTerminal()
        let signals = FakeSignals()
        let counted = CountingLabel(text: "idle")
        let app = makeApp(terminal, signals, root: ContentScreen(title: "Idle", [counted]))
        let run = Task { try await app.run() }
        try await waitUntil("the app reads input") { terminal.isReading && counted.reads > 0 }
        // Whatever the first frame's own changes lead to has settled once the window has nothing to tell.
        try await waitUntil("the first frame settles") { !(app.interface.displayedWindow?.needsDisplay ?? true) }
        for _ in 0..<20 { await Task.yield() }
        let reads = counted.reads
        let written = terminal.written.utf8.count
        // The measurement itself: a quiet 2 s (nothing is awaited; the point is that nothing happens).
        try await Task.sleep(for: .seconds(2))
        #expect(counted.reads == reads, "an idle window is rendered zero times")
        #expect(terminal.written.utf8.count == written)
        Task { @MainActor in counted.text = "changed by the app" }
        try await waitUntil("the app's own change is drawn") { counted.reads > reads && terminal.written.utf8.count > written }
        terminal.type("q")
        #expect(try await run.boundedValue("run() ends") == .quit)
    }
}
