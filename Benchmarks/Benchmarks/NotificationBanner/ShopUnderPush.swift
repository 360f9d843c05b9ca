import BrowserUI
import Coordinators
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoScreens
import Logging
import Networking
import NetworkingAsyncHTTPClient
import Screens
import TerminalUI

/// The whole shop signed in on the backend fixture over loopback, drawn by both renderers at once (a
/// TerminalApp on a terminal that times its writes, and a BrowserUI tab that times its patches), beside
/// a bare reader of the same customer's event stream: one pushed promotion is timed from the push
/// until the bare reader has its bytes (the baseline), until the terminal has written the frame with
/// its banner, and until the browser tab has sent the patch with it.
@MainActor
final class ShopUnderPush {
    /// When each pushed marker first arrived where it is looked for.
    final class Arrivals: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [String: ContinuousClock.Instant] = [:]
        private var markers: [String] = []

        func expect(_ marker: String) { lock.withLock { markers.append(marker) } }
        func saw(_ bytes: some Sequence<UInt8>, at time: ContinuousClock.Instant) {
            let text = String(decoding: Array(bytes), as: UTF8.self)
            lock.withLock {
                for marker in markers where times[marker] == nil && text.contains(marker) { times[marker] = time }
            }
        }
        func time(of marker: String) -> ContinuousClock.Instant? { lock.withLock { times[marker] } }
    }

    /// A terminal that looks for the markers in what is written to it.
    final class TimedTerminal: TerminalControl, @unchecked Sendable {
        let arrivals = Arrivals()
        private let lock = NSLock()
        private var reading = false
        private var writes = 0
        var isReading: Bool { lock.withLock { reading } }
        var writeCount: Int { lock.withLock { writes } }

        func enterRawMode() throws(TerminalError) {}
        func restoreMode() {}
        func write(_ bytes: [UInt8]) {
            arrivals.saw(bytes, at: .now)
            lock.withLock { writes += 1 }
        }
        func size() -> TerminalSize? { TerminalSize(width: 100, height: 30) }
        func startReading(_ handler: @escaping @Sendable ([UInt8]?) -> Void) { lock.withLock { reading = true } }
        func stopReading() {}
    }

    /// Signals that never come.
    final class NoSignals: SignalSource, @unchecked Sendable {
        func start(_ handler: @escaping @Sendable (TerminalSignal) -> Void) {}
        func stop() {}
    }

    /// A browser tab as the web server keeps one: it answers its window's changes with patches.
    final class Tab: DisplayObserver {
        let interface: BrowserInterface
        let arrivals = Arrivals()
        private(set) var patchCount = 0
        private let encoder = JSONEncoder()

        init(window: Window) {
            interface = BrowserInterface(window: window)
            _ = interface.renderPage()
            window.addDisplayObserver(self)
        }

        func displayDidChange(_ change: DisplayChange) {
            let patches = interface.update()
            guard !patches.isEmpty, let data = try? encoder.encode(patches) else { return }
            arrivals.saw(data, at: .now)
            patchCount += 1
        }
    }

    /// Keeps nothing between runs.
    final class NoKeeping: ShopNavigationKeeping {
        func takeSavedNavigation() -> Data? { nil }
        func keep(_ navigation: SceneNavigation<ShopPage>) {}
    }

    let server: IvkoBackendServer
    let live: LiveShop
    let delegate: ShopApplicationDelegate
    let application: Application
    let terminal = TimedTerminal()
    private(set) var tab: Tab?
    private var run: Task<Void, Never>?
    let bare = Arrivals()
    private var bareReading: Task<Void, Never>?
    private let transport = AsyncHTTPClientTransport()
    private let folder: URL

    private static var quiet: Logger {
        var logger = Logger(label: "bench")
        logger.logLevel = .critical
        return logger
    }

    private init(server: IvkoBackendServer, folder: URL) async {
        self.server = server
        self.folder = folder
        live = LiveShop(
            baseURL: server.baseURL, dataFolder: folder, credentialsFile: folder.appendingPathComponent("credentials"),
            logger: Self.quiet)
        await live.keepCredentials(username: "demo", password: "demo")
        delegate = ShopApplicationDelegate(navigationKeeper: NoKeeping(), logger: Self.quiet)
        application = Application(delegate: delegate) { "bench" }
        delegate.coordinator.build(on: live.localData)
    }

    /// The shop started and signed in, drawn by both renderers, with Home filled; the bare reader's
    /// stream open.
    static func start() async throws -> ShopUnderPush {
        var configuration = IvkoBackendConfiguration(catalog: IvkoCatalog(productCount: 40))
        configuration.logger = quiet
        let server = try await IvkoBackendServer.start(configuration)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shop = await ShopUnderPush(server: server, folder: folder)
        try await shop.launch()
        try await shop.openBareStream()
        return shop
    }

    private func launch() async throws {
        _ = application.launch()
        _ = application.requestSceneSessionActivation()
        let interface = TerminalInterface(application: application, size: TerminalSize(width: 100, height: 30), capabilities: .trueColor)
        let app = TerminalApp(interface: interface, control: terminal, signals: NoSignals())
        run = Task { _ = try? await app.run() }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        while delegate.scenes.first?.main?.catalog?.viewControllers.first.flatMap({ $0 as? HomeViewController })?.slides.isEmpty ?? true {
            guard clock.now < deadline else { throw BenchFailure("the shop never showed Home") }
            try await Task.sleep(for: .milliseconds(20))
        }
        guard let window = delegate.scenes.first?.rootViewController.view.window else { throw BenchFailure("no window") }
        tab = Tab(window: window)
    }

    /// The bare reader: the same customer's event stream over its own session, read as it comes.
    private func openBareStream() async throws {
        let network = NetworkSession(transport: transport, logger: Self.quiet)
        var login = URLRequest(url: server.baseURL.appendingPathComponent("login"))
        login.httpMethod = "POST"
        login.httpBody = Data("username=demo&password=demo".utf8)
        login.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        let answer = await network.send(login)
        guard let body = answer.response?.body.data, let text = String(data: body, encoding: .utf8),
            let range = text.range(of: #""sessionId"\s*:\s*"[^"]+""#, options: String.CompareOptions.regularExpression)
        else { throw BenchFailure("the bare reader could not sign in") }
        let session = String(text[range]).split(separator: "\"").last.map(String.init) ?? ""
        var request = URLRequest(url: server.pushBaseURL.appendingPathComponent("events"), timeoutInterval: 600)
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        request.setValue(session, forHTTPHeaderField: "X-Session")
        let stream = try await network.stream(request)
        let bare = bare
        bareReading = Task {
            do {
                for try await chunk in stream.body { bare.saw(chunk, at: .now) }
            } catch {}
        }
    }

    /// Pushes a promotion titled `marker` and returns its three latencies once the banner is drawn by
    /// both renderers; then dismisses it (and waits for that to be drawn).
    func push(_ marker: String) async throws -> (bare: Duration, terminal: Duration, browser: Duration) {
        guard let tab else { throw BenchFailure("no browser tab") }
        for arrivals in [bare, terminal.arrivals, tab.arrivals] { arrivals.expect(marker) }
        let started = ContinuousClock.now
        server.pushPromotion(PushPromotion(slideId: marker, title: marker, text: ""), to: ["demo"])
        let deadline = started + .seconds(30)
        while bare.time(of: marker) == nil || terminal.arrivals.time(of: marker) == nil || tab.arrivals.time(of: marker) == nil {
            guard ContinuousClock.now < deadline else { throw BenchFailure("\(marker) never arrived everywhere") }
            await Task.yield()
        }
        let times = (bare.time(of: marker)!, terminal.arrivals.time(of: marker)!, tab.arrivals.time(of: marker)!)
        guard let banner = delegate.scenes.first?.rootViewController.view.window?.banner as? NotificationBanner else {
            throw BenchFailure("no banner")
        }
        // Dismissed, and drawn so by both before the next push (so the next banner is drawn whole).
        let (writes, patches) = (terminal.writeCount, tab.patchCount)
        _ = banner.dismissButton.tap()
        while terminal.writeCount == writes || tab.patchCount == patches {
            guard ContinuousClock.now < deadline + .seconds(30) else { throw BenchFailure("\(marker)'s dismissal never drawn") }
            await Task.yield()
        }
        return (times.0 - started, times.1 - started, times.2 - started)
    }

    /// Stops the shop, the reader and the backend.
    func stop() async {
        bareReading?.cancel()
        run?.cancel()
        await delegate.shutDown()
        try? await transport.shutdown()
        await live.shutdown()
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A benchmark's setup that did not work.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
