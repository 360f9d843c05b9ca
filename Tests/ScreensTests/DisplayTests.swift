import AsyncTestSupport
import Foundation
import Testing

@testable import Screens

/// Records every display change it is told of.
@MainActor
final class DisplayRecorder: DisplayObserver {
    private(set) var changes: [DisplayChange] = []

    func displayDidChange(_ change: DisplayChange) { changes.append(change) }

    /// The changes so far, forgetting them.
    func take() -> [DisplayChange] {
        defer { changes = [] }
        return changes
    }
}

@MainActor
@Suite("Invalidation: views say they changed, windows tell their renderers once per turn")
struct DisplayTests {
    @Test func aChangeReachesTheObserverAfterTheTurnWithTheView() async throws {
        let label = Label(text: "one")
        let screen = ViewController()
        screen.view.addSubview(label)
        let window = showInWindow(screen)
        let recorder = DisplayRecorder()
        window.addDisplayObserver(recorder)
        window.displayIfNeeded()
        _ = recorder.take()

        label.text = "two"
        #expect(recorder.changes.isEmpty, "nothing is told before the turn ends")
        #expect(window.needsDisplay)
        try await waitUntil("the change is told") { !recorder.changes.isEmpty }
        let change = try #require(recorder.take().only)
        #expect(change.window === window)
        #expect(change.views.map(ObjectIdentifier.init) == [ObjectIdentifier(label)])
        #expect(!window.needsDisplay)
    }

    @Test func theChangesOfOneTurnAreOneNotification() {
        let first = Label(text: "a")
        let second = Button(title: "b")
        let screen = ViewController()
        screen.view.addSubview(first)
        screen.view.addSubview(second)
        let window = showInWindow(screen)
        let recorder = DisplayRecorder()
        window.addDisplayObserver(recorder)
        window.displayIfNeeded()
        _ = recorder.take()

        first.text = "a2"
        second.isEnabled = false
        first.text = "a3"
        window.displayIfNeeded()
        let changes = recorder.take()
        #expect(changes.count == 1)
        #expect(changes.first?.views.count == 2, "each view once, however often it changed")
        window.displayIfNeeded()
        #expect(recorder.take().isEmpty, "nothing more to tell")
    }

    @Test func settingTheSameValueChangesNothing() {
        let label = Label(text: "same")
        let screen = ViewController()
        screen.view.addSubview(label)
        let window = showInWindow(screen)
        window.displayIfNeeded()
        let generation = window.displayGeneration
        label.text = "same"
        label.isHidden = false
        #expect(!window.needsDisplay)
        #expect(window.displayGeneration == generation)
    }

    @Test func aGenerationChangesUpToTheWindowAndNowhereElse() {
        let changed = Label(text: "x")
        let untouched = Label(text: "y")
        let screen = ViewController()
        let box = View()
        box.addSubview(changed)
        screen.view.addSubview(box)
        screen.view.addSubview(untouched)
        let window = showInWindow(screen)
        let before = [changed, box, screen.view, window, untouched].map(\.displayGeneration)
        changed.text = "x2"
        let after = [changed, box, screen.view, window, untouched].map(\.displayGeneration)
        #expect(zip(before, after).prefix(4).allSatisfy { $0 != $1 }, "the view and every view above it")
        #expect(before[4] == after[4], "a sibling's subtree is the same")
    }

    @Test func aBadgeMarksTheTabBarAndATitleTheNavigationBar() {
        let home = ViewController()
        home.title = "Home"
        let navigation = NavigationController(rootViewController: home)
        let cart = ViewController()
        cart.title = "Cart"
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, cart]
        let window = showInWindow(tabs)
        let recorder = DisplayRecorder()
        window.addDisplayObserver(recorder)
        window.displayIfNeeded()
        _ = recorder.take()

        cart.tabBarItem.badgeValue = "1"
        window.displayIfNeeded()
        #expect(recorder.take().first?.views.contains { $0 === tabs.tabBar } == true)

        home.title = "Start"
        window.displayIfNeeded()
        let marked = recorder.take().first?.views ?? []
        #expect(marked.contains { $0 === navigation.navigationBar })
        #expect(marked.contains { $0 === tabs.tabBar }, "the tab is named after its stack's root")

        let item = BarButtonItem(title: "Edit")
        home.navigationItem.rightBarButtonItem = item
        window.displayIfNeeded()
        _ = recorder.take()
        item.isEnabled = false
        window.displayIfNeeded()
        #expect(recorder.take().first?.views.contains { $0 === navigation.navigationBar } == true)
    }

    @Test func aPresentationAndADismissalMarkTheWindowAndAPresentedViewReachesIt() {
        let root = ViewController()
        let window = showInWindow(root)
        let recorder = DisplayRecorder()
        window.addDisplayObserver(recorder)
        window.displayIfNeeded()
        _ = recorder.take()

        let sheet = ViewController()
        let note = Label(text: "in the sheet")
        sheet.view.addSubview(note)
        root.present(sheet, animated: false)
        window.displayIfNeeded()
        #expect(recorder.take().first?.views.contains { $0 === window } == true)

        let generation = window.displayGeneration
        note.text = "changed in the sheet"
        window.displayIfNeeded()
        #expect(recorder.take().first?.views.contains { $0 === note } == true)
        #expect(window.displayGeneration != generation, "the window's generation covers its presented layers")

        sheet.dismiss(animated: false)
        window.displayIfNeeded()
        #expect(recorder.take().first?.views.contains { $0 === window } == true)
    }

    @Test func aViewOutsideAWindowIsToldWhenItJoinsOne() {
        let screen = ViewController()
        let window = showInWindow(screen)
        let recorder = DisplayRecorder()
        window.addDisplayObserver(recorder)
        window.displayIfNeeded()
        _ = recorder.take()

        let detached = Label(text: "a")
        detached.text = "b"
        window.displayIfNeeded()
        #expect(recorder.take().isEmpty)
        screen.view.addSubview(detached)
        window.displayIfNeeded()
        #expect(recorder.take().first?.views.contains { $0 === screen.view } == true)
    }

    @Test func anIdleWindowTellsNothing() async throws {
        let screen = ViewController()
        screen.view.addSubview(Label(text: "idle"))
        let window = showInWindow(screen)
        let recorder = DisplayRecorder()
        window.addDisplayObserver(recorder)
        window.displayIfNeeded()
        _ = recorder.take()
        for _ in 0..<50 { await Task.yield() }
        #expect(recorder.changes.isEmpty)
        #expect(!window.needsDisplay)
    }

    @Test func theApplicationHearsItsWindowsAndItsScenes() async throws {
        let application = Application()
        let recorder = DisplayRecorder()
        application.addDisplayObserver(recorder)
        let scene = try application.requestSceneSessionActivation().get()
        try await waitUntil("the new scene is told") { recorder.changes.contains { $0.window == nil } }
        _ = recorder.take()
        let window = Window(windowScene: scene)
        let screen = ViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.displayIfNeeded()
        #expect(recorder.take().first?.window === window)
        application.removeDisplayObserver(recorder)
        screen.view.addSubview(Label(text: "unheard"))
        window.displayIfNeeded()
        #expect(recorder.take().isEmpty)
    }

    @Test func observersAreHeldWeakly() {
        let window = showInWindow(ViewController())
        weak var gone: DisplayRecorder?
        do {
            let recorder = DisplayRecorder()
            gone = recorder
            window.addDisplayObserver(recorder)
        }
        #expect(gone == nil)
        window.rootViewController?.view.addSubview(Label(text: "x"))
        window.displayIfNeeded()
    }
}

extension Array {
    /// The one element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
