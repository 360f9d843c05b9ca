import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Foundation
import Screens
import Signals
import StatelessCoordinators
import Testing

/// Heavy navigation leaves nothing behind: every cycle pushes and pops (the user's back taps and
/// interactive pops too), presents and swipes away sheets (a stateful one and a vended one),
/// switches tabs, starts and ends a child flow and a vended screen, follows deep links and
/// `Display` messages, connects and discards a second scene, and every few cycles signs out and in.
/// After each cycle every coordinator, controller, view and signal it made is released, and the
/// tree's counts are back where they started.
@MainActor
@Suite("Leaks: navigation cycles of the libraries")
struct NavigationCycleLeakTests {
    /// The tree's counts that every cycle must leave as it found them.
    struct TreeCounts: Equatable {
        var coordinators: Int
        var connectedScenes: Int
        var openSessions: Int
        var homeStack: Int
        var cartStack: Int
        var presented: Bool
        var stageChildren: Int

        @MainActor init(app: CycleAppDelegate, application: Application, scene: CycleSceneCoordinator) {
            coordinators = app.coordinator.subtree.count
            connectedScenes = application.connectedScenes.count
            openSessions = application.openSessions.count
            homeStack = scene.tabs?.home?.navigationController.viewControllers.count ?? -1
            cartStack = scene.tabs?.cart?.navigationController.viewControllers.count ?? -1
            presented = scene.tabs?.tabBarController.presentedViewController != nil
            stageChildren = scene.rootViewController.children.count
        }
    }

    /// Every how many cycles the main scene signs out and in again.
    static let signOutEvery = 25

    @Test("Navigation cycles release everything they made (LAYERS_LEAK_CYCLES, default 300)", .stretchedTimeLimit(minutes: 30))
    func navigationCyclesReleaseEverything() async throws {
        // The test's own knob (the full run sets 10,000; the sanitized run fewer).
        let cycles = ProcessInfo.processInfo.environment["LAYERS_LEAK_CYCLES"].flatMap(Int.init).map { max(1, $0) } ?? 300
        let appDelegate = CycleAppDelegate()
        var sessionCount = 0
        let application = Application(delegate: appDelegate) {
            sessionCount += 1
            return "scene \(sessionCount)"
        }
        application.launch()
        let scene = try application.requestSceneSessionActivation().get()
        let main = try #require((scene.delegate as? CycleSceneDelegate)?.coordinator)
        let links = LinkFormat<CyclePage>(base: try #require(URL(string: "cycle://open")))
        let startCounts = TreeCounts(app: appDelegate, application: application, scene: main)
        #expect(startCounts.coordinators == 5, "app, scene, tabs and two stacks")

        let clock = ContinuousClock()
        let began = clock.now
        let memoryAtStart = ResidentMemory.bytes()
        var memoryAfterWarmUp = memoryAtStart
        let warmUp = min(100, cycles / 10)
        var leakyCycles = 0

        for cycle in 1...cycles {
            let leaks = LeakTracker()
            var tokens: [ObservationToken] = []
            try await runCycle(
                cycle, main: main, application: application, appDelegate: appDelegate, links: links, leaks: leaks, tokens: &tokens)

            if !leaks.allReleased {
                try? await waitUntil("cycle \(cycle)'s objects are released", timeLimit: .seconds(5)) { leaks.allReleased }
            }
            let survivors = leaks.survivors
            let activeTokens = tokens.filter(\.isActive).count
            let counts = TreeCounts(app: appDelegate, application: application, scene: main)
            if !survivors.isEmpty || activeTokens > 0 || counts != startCounts {
                leakyCycles += 1
                Issue.record(
                    "cycle \(cycle) left \(survivors), \(activeTokens) active subscriptions, counts \(counts) (start \(startCounts))")
                if leakyCycles >= 3 { break }
            }
            if cycle == warmUp { memoryAfterWarmUp = ResidentMemory.bytes() }
            if cycle.isMultiple(of: max(1, cycles / 10)) {
                let memory = ResidentMemory.bytes()
                FileHandle.standardError.write(
                    Data(
                        "  libraries: after \(cycle) cycles: \(clock.now - began), resident \(memory.map { "\($0 / 1_024) KiB" } ?? "not measured")\n"
                            .utf8))
            }
        }

        let elapsed = clock.now - began
        print("navigation cycles (libraries): \(cycles) in \(elapsed)")
        print(
            ResidentMemory.growthReport(cycles: cycles, start: memoryAtStart, afterWarmUp: memoryAfterWarmUp, end: ResidentMemory.bytes()))
        #expect(leakyCycles == 0)
        appDelegate.badges.send(cycles + 1)
        #expect(main.tabs?.badge == cycles + 1, "the app-wide signal still reaches the signed-in tree")
    }

    /// One cycle; everything it makes that must go is tracked in `leaks`, its subscriptions in `tokens`.
    private func runCycle(
        _ cycle: Int, main: CycleSceneCoordinator, application: Application, appDelegate: CycleAppDelegate,
        links: LinkFormat<CyclePage>, leaks: LeakTracker, tokens: inout [ObservationToken]
    ) async throws {
        let tabs = try #require(main.tabs)
        let home = try #require(tabs.home)
        let cart = try #require(tabs.cart)
        let navigation = home.navigationController

        // Tab switch by the user, then a Display from the cart tab pushes an item on the home tab.
        #expect(tabs.tabBarController.userSelectTab(at: 1))
        let cartScreen = try #require(cart.viewControllers.first)
        try await cartScreen.send(Display(CyclePage.item(cycle)))
        #expect(tabs.selectedCoordinator === home)
        let item = try #require(navigation.topViewController as? ItemViewController)
        item.loadViewIfNeeded()

        // The item's button pushes the vended related screen, whose output pushes the next item.
        #expect(item.relatedButton.tap())
        try await settle("the related screen is pushed") { navigation.topViewController is RelatedViewController }
        let related = try #require(navigation.topViewController as? RelatedViewController)
        related.loadViewIfNeeded()
        tokens.append(related.outputs.observe { _ in })
        leaks.track(related.outputs, as: "related screen's outputs")
        #expect(related.openButton.tap())
        let next = try #require(navigation.topViewController as? ItemViewController)
        #expect(next.number == cycle + 1)
        for (controller, name) in [(item as ViewController, "item"), (related, "related"), (next, "next item")] {
            leaks.trackWithViews(controller, as: name)
        }

        // The user pops all three: an interactive pop (finished, or cancelled then a back tap), then back taps.
        let pop = try #require(navigation.beginInteractivePop())
        pop.update(0.5)
        if cycle.isMultiple(of: 2) {
            pop.finish()
        } else {
            pop.cancel()
            #expect(navigation.userTappedBack() === next)
        }
        #expect(navigation.userTappedBack() === related)
        #expect(navigation.userTappedBack() === item)
        #expect(home.pages == [.home])

        // A child flow on the home stack: finished with a result, popped by the user, or ended by a deep link.
        try await runCheckout(cycle, tabs: tabs, home: home, links: links, leaks: leaks)

        // A stateful sheet swiped away (in one go, or held, cancelled and held again to the end).
        do {
            let sheet = FilterSheet()
            try tabs.presentChild(sheet, from: tabs.tabBarController)
            leaks.track(sheet)
            let presentation = try #require(sheet.rootViewController.presentationController)
            if cycle.isMultiple(of: 2) {
                #expect(presentation.userSwipeToDismiss() == .dismissed)
            } else {
                let held = try presentation.beginInteractiveDismissal().get()
                held.update(0.3)
                held.cancel()
                let again = try presentation.beginInteractiveDismissal().get()
                again.update(0.8)
                again.finish()
            }
            #expect(tabs.children.count == 2)
        }

        // The vended settings sheet: a toggle comes out as its output, then it is swiped away.
        do {
            let changes = tabs.settingsChanges
            let settings = tabs.presentSettings()
            let screen = try #require(settings.topViewController as? SettingsViewController)
            screen.loadViewIfNeeded()
            tokens.append(settings.outputs.observe { _ in })
            leaks.trackWithViews(settings, as: "settings sheet")
            leaks.trackWithViews(screen, as: "settings screen")
            leaks.track(settings.outputs, as: "settings outputs")
            leaks.track(screen.outputs, as: "settings screen outputs")
            #expect(screen.toggleButton.tap())
            #expect(tabs.settingsChanges == changes + 1)
            #expect(settings.presentationController?.userSwipeToDismiss() == .dismissed)
        }

        // Deep links: an item on the home tab, the cart tab, then home's root again.
        do {
            try tabs.open(links.url(for: PagePath(stack: "home", pages: [.home, .item(cycle)])), format: links)
            let linked = try #require(navigation.topViewController as? ItemViewController)
            leaks.trackWithViews(linked, as: "linked item")
            try tabs.open(links.url(for: PagePath(stack: "cart", pages: [.cart])), format: links)
            #expect(tabs.selectedCoordinator === cart)
            try tabs.open(links.url(for: PagePath(stack: "home", pages: [.home])), format: links)
            #expect(home.pages == [.home])
        }

        // The app-wide signal reaches the signed-in tree.
        appDelegate.badges.send(cycle)
        #expect(tabs.badge == cycle)

        // A second scene, connected, used and discarded (disconnected first, or discarded straight away).
        do {
            let second = try application.requestSceneSessionActivation().get()
            let delegate = try #require(second.delegate as? CycleSceneDelegate)
            let coordinator = try #require(delegate.coordinator)
            let secondCart = try #require(coordinator.tabs?.cart?.viewControllers.first)
            try await secondCart.send(Display(CyclePage.item(cycle)))
            #expect(coordinator.tabs?.home?.pages == [.home, .item(cycle)])
            leaks.track(coordinator)
            leaks.track(second, as: "second scene")
            leaks.track(delegate, as: "second scene's delegate")
            if let window = delegate.window { leaks.track(window, as: "second scene's window") }
            leaks.track(second.session, as: "second scene's session")
            if cycle.isMultiple(of: 2) { #expect(application.disconnect(second)) }
            application.discardSessions([second.session])
        }

        // Every few cycles the main scene signs out (the tree goes) and in (a new tree).
        if cycle.isMultiple(of: Self.signOutEvery) {
            leaks.track(tabs)
            for controller in [tabs.tabBarController as ViewController] + tabs.stacks.flatMap(\.viewControllers) {
                leaks.trackWithViews(controller, as: "signed-out \(type(of: controller))")
            }
            main.signOut()
            #expect(main.tabs == nil)
            main.signIn()
        }
    }

    /// Starts the checkout as a child awaiting its result and ends it one of three ways.
    private func runCheckout(
        _ cycle: Int, tabs: CycleTabs, home: HomeStack, links: LinkFormat<CyclePage>, leaks: LeakTracker
    ) async throws {
        let navigation = home.navigationController
        let checkout = CheckoutFlow(navigationController: navigation, orderNumber: cycle)
        let result = Task.immediate { try await home.startChild(checkout, returning: Int.self) }
        #expect(checkout.isStarted)
        #expect(navigation.viewControllers.count == 3)
        leaks.track(checkout)
        for controller in checkout.viewControllers { leaks.trackWithViews(controller, as: "checkout screen") }
        let ended = { @Sendable () async throws -> Int in
            try await withTimeLimit("the checkout's result", within: .seconds(30)) { try await result.value }
        }
        switch cycle % 3 {
        case 0:
            #expect(checkout.placeButton.tap())
            #expect(try await ended() == cycle)
        case 1:
            navigation.userTappedBack()
            navigation.userTappedBack()
            await #expect(throws: CoordinatorError.finishedWithoutResult(coordinator: "checkout")) { try await ended() }
        default:
            try tabs.open(links.url(for: PagePath(stack: "home", pages: [.home])), format: links)
            await #expect(throws: CoordinatorError.finishedWithoutResult(coordinator: "checkout")) { try await ended() }
        }
        #expect(home.children.isEmpty)
        #expect(home.pages == [.home])
    }

    /// Returns at once when `condition` holds (the usual case: taps run their messages synchronously), else waits for it.
    private func settle(_ what: String, _ condition: () -> Bool) async throws {
        if condition() { return }
        try await waitUntil(what, timeLimit: .seconds(30)) { condition() }
    }
}
