import Benchmark
import BrowserUI
import Foundation
import LayersBenchmarkSupport
import Screens

/// A change the app makes on its own, in a browser tab: the Cart badge of the shop-like window
/// (`BrowserScenarios.ShopWindow`) changed by a background task.
///
/// - Latency: from the background task deciding the change until its patch is encoded and handed
///   to the socket, by a tab that observes its window as the shop's web server does (the hop to the
///   main actor, Screens' end-of-turn delivery, `update()`, the JSON), against the bare trip (the
///   same hop, then a main-actor task, as the delivery's) in the same run.
/// - Work: a badge change's `update()` (rendered and diffed) ÷ the whole window's page rendered
///   (by a fresh interface, nothing kept), back to back.
@MainActor
enum AppChange {
    /// A tab as the web server keeps one: it answers its window's changes with their patches.
    @MainActor
    final class Tab: DisplayObserver {
        let interface: BrowserInterface
        private let encoder = JSONEncoder()
        private(set) var sent: [ContinuousClock.Instant] = []

        init(interface: BrowserInterface) {
            self.interface = interface
            interface.window.addDisplayObserver(self)
        }

        func displayDidChange(_ change: DisplayChange) {
            let patches = interface.update()
            guard !patches.isEmpty, let data = try? encoder.encode(patches) else { return }
            blackHole(data)
            sent.append(.now)
        }
    }

    struct LatencyFigures {
        let subject: Latencies
        let baseline: Latencies
    }

    /// `count` background badge changes, each until its patch is sent, and as many bare trips.
    static func latencies(count: Int) async -> LatencyFigures {
        let shop = BrowserScenarios.ShopWindow(items: 500)
        let tab = Tab(interface: shop.interface)
        blackHole(shop.interface.renderPage())
        let item = shop.tabs.viewControllers[1].tabBarItem
        var subject = Latencies()
        var baseline = Latencies()
        for index in 0..<count {
            let before = tab.sent.count
            let started = await Task(executorPreference: WorkerThreadExecutor.shared) {
                let started = ContinuousClock.now
                await MainActor.run { item.badgeValue = "\(index + 3)" }
                return started
            }.value
            while tab.sent.count <= before { await Task.yield() }
            subject.append(tab.sent[before] - started)

            let bare = await Task(executorPreference: WorkerThreadExecutor.shared) {
                let started = ContinuousClock.now
                let arrived = await MainActor.run { Task { @MainActor in ContinuousClock.now } }
                return await arrived.value - started
            }.value
            baseline.append(bare)
        }
        return LatencyFigures(subject: subject, baseline: baseline)
    }

    struct WorkFigures {
        let changes: Int
        let badge: Duration
        let whole: Duration
    }

    /// `count` badge changes answered with their patches, then `count` whole pages of the same
    /// window (each by a fresh interface), back to back.
    static func work(count: Int) -> WorkFigures {
        let clock = ContinuousClock()
        let shop = BrowserScenarios.ShopWindow(items: 500)
        blackHole(shop.interface.renderPage())
        let item = shop.tabs.viewControllers[1].tabBarItem

        let badgeStarted = clock.now
        for index in 0..<count {
            item.badgeValue = "\(index + 3)"
            blackHole(shop.interface.update())
        }
        let badge = clock.now - badgeStarted

        let wholeStarted = clock.now
        for _ in 0..<count {
            let fresh = BrowserInterface(window: shop.window, visibleRows: shop.visibleRows)
            blackHole(fresh.renderPage())
        }
        let whole = clock.now - wholeStarted
        return WorkFigures(changes: count, badge: badge, whole: whole)
    }
}
