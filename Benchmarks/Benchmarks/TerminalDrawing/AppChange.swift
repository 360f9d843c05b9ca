import Benchmark
import Foundation
import LayersBenchmarkSupport
import Screens
import TerminalUI

/// A change the app makes on its own, in a terminal: the Cart badge of a shop-like window (three tab
/// stacks, a 30-row product list under a navigation bar, 100×30) changed by a background task.
///
/// - Latency: from the background task deciding the change until `TerminalApp` has written the
///   frame that shows it (the hop to the main actor, Screens' end-of-turn delivery, the drawing,
///   the diff and the write), against the bare trip (the same hop, then a main-actor task, as the
///   delivery's) in the same run.
/// - Work: a badge change drawn (in place) and diffed ÷ the whole window drawn and diffed (a fresh
///   interface's first frame of the same window), back to back.
@MainActor
enum AppChange {
    /// A shop-like window in an application of its own.
    @MainActor
    final class Shop {
        let application = Application(makeSessionIdentifier: { "bench" })
        let tabs = TabBarController()
        let source = NumberedSource(count: 500)
        let size = TerminalSize(width: 100, height: 30)

        init() {
            let list = ViewController()
            list.title = "Knitwear"
            list.view = source.list
            list.navigationItem.rightBarButtonItem = BarButtonItem(title: "Search") { _ in }
            let home = ViewController()
            home.title = "Home"
            let catalog = NavigationController(rootViewController: home)
            catalog.pushViewController(list, animated: false)
            catalog.tabBarItem.title = "Catalog"
            let cart = NavigationController(rootViewController: ViewController())
            cart.tabBarItem.title = "Cart"
            cart.tabBarItem.badgeValue = "1"
            let account = NavigationController(rootViewController: ViewController())
            account.tabBarItem.title = "Account"
            tabs.setViewControllers([catalog, cart, account], animated: false)
            if case .success(let scene) = application.requestSceneSessionActivation() {
                let window = Window(windowScene: scene)
                window.rootViewController = tabs
                window.makeKeyAndVisible()
            }
        }

        var cartItem: TabBarItem { tabs.viewControllers[1].tabBarItem }
    }

    /// A terminal that keeps the time of every write, for the latency of a change to its frame.
    final class TimedTerminal: TerminalControl, @unchecked Sendable {
        // The writes come from the main actor, the reads from the benchmark's main-actor code:
        // the lock only orders them.
        private let lock = NSLock()
        private var writes: [ContinuousClock.Instant] = []
        private var reading = false

        var writeCount: Int { lock.withLock { writes.count } }
        func write(at index: Int) -> ContinuousClock.Instant? { lock.withLock { index < writes.count ? writes[index] : nil } }
        var isReading: Bool { lock.withLock { reading } }

        func enterRawMode() throws(TerminalError) {}
        func restoreMode() {}
        func write(_ bytes: [UInt8]) {
            let now = ContinuousClock.now
            lock.withLock { writes.append(now) }
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

    struct LatencyFigures {
        let subject: Latencies
        let baseline: Latencies
    }

    /// `count` background badge changes, each until its frame is written, and as many bare trips.
    static func latencies(count: Int) async -> LatencyFigures {
        let shop = Shop()
        let terminal = TimedTerminal()
        let interface = TerminalInterface(application: shop.application, size: shop.size, capabilities: .trueColor)
        let app = TerminalApp(interface: interface, control: terminal, signals: NoSignals())
        let run = Task { try? await app.run() }
        while !terminal.isReading || terminal.writeCount < 2 { await Task.yield() }
        var subject = Latencies()
        var baseline = Latencies()
        let item = shop.cartItem
        for index in 0..<count {
            let before = terminal.writeCount
            let started = await Task(executorPreference: WorkerThreadExecutor.shared) {
                let started = ContinuousClock.now
                await MainActor.run { item.badgeValue = "\(index + 2)" }
                return started
            }.value
            while terminal.writeCount <= before { await Task.yield() }
            if let written = terminal.write(at: before) { subject.append(written - started) }

            let bare = await Task(executorPreference: WorkerThreadExecutor.shared) {
                let started = ContinuousClock.now
                let arrived = await MainActor.run {
                    // The delivery's own hop: a main-actor task after the turn, as a window's.
                    Task { @MainActor in ContinuousClock.now }
                }
                return await arrived.value - started
            }.value
            baseline.append(bare)
        }
        run.cancel()
        return LatencyFigures(subject: subject, baseline: baseline)
    }

    struct WorkFigures {
        let changes: Int
        let inPlace: Duration
        let whole: Duration
    }

    /// `count` badge changes drawn and diffed, then `count` whole frames of the same window (each by
    /// a fresh interface), back to back.
    static func work(count: Int) -> WorkFigures {
        let clock = ContinuousClock()
        let shop = Shop()
        let interface = TerminalInterface(application: shop.application, size: shop.size, capabilities: .trueColor)
        var writer = FrameWriter(capabilities: .trueColor)
        blackHole(writer.update(to: interface.render()))
        let window = interface.displayedWindow
        let item = shop.cartItem

        let inPlaceStarted = clock.now
        for index in 0..<count {
            item.badgeValue = "\(index + 2)"
            window?.displayIfNeeded()
            let frame = interface.render()
            blackHole(writer.update(to: frame, changedRows: interface.changedRows))
        }
        let inPlace = clock.now - inPlaceStarted

        var wholeWriter = FrameWriter(capabilities: .trueColor)
        let wholeStarted = clock.now
        for _ in 0..<count {
            let fresh = TerminalInterface(application: shop.application, size: shop.size, capabilities: .trueColor)
            blackHole(wholeWriter.update(to: fresh.render()))
        }
        let whole = clock.now - wholeStarted
        return WorkFigures(changes: count, inPlace: inPlace, whole: whole)
    }
}
