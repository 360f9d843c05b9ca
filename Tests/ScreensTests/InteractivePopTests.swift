import Testing
@testable import Screens

@MainActor
@Suite("Interactive pop")
struct InteractivePopTests {
    private func makeStack(_ log: EventLog) -> (NavigationController, RecordingViewController, RecordingViewController, Window) {
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let window = showInWindow(nav)
        return (nav, a, b, window)
    }

    @Test func finishedPopPopsAndCallsDidShow() throws {
        let log = EventLog()
        let (nav, a, b, window) = makeStack(log)
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        _ = log.take()

        let pop = try #require(nav.beginInteractivePop())
        #expect(log.take() == ["A.viewDidLoad", "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)"])
        pop.update(0.4)
        #expect(pop.progress == 0.4)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        #expect(nav.transitionCoordinator?.initiator == .interactiveGesture)
        #expect(a.view.superview === nav.view && b.view.superview === nav.view)

        var interactionEnded: TransitionContext?
        var completed: TransitionContext?
        nav.transitionCoordinator?.notifyWhenInteractionChanges { interactionEnded = $0 }
        nav.transitionCoordinator?.animate(alongsideTransition: nil) { completed = $0 }

        pop.finish()
        #expect(
            log.take() == [
                "B.willMove(nil)", "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "didShow(A)",
            ])
        #expect(interactionEnded?.isCancelled == false)
        #expect(completed?.isCancelled == false)
        #expect(pop.state == .finished)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(b.parent == nil)
        #expect(b.view.superview == nil)
        #expect(nav.transitionCoordinator == nil)
        _ = window
    }

    @Test func cancelledPopLeavesStackAndAppearanceAsBeforeAndSkipsDidShow() throws {
        let log = EventLog()
        let (nav, a, b, window) = makeStack(log)
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        _ = log.take()

        let pop = try #require(nav.beginInteractivePop())
        var interactionEnded: TransitionContext?
        nav.transitionCoordinator?.notifyWhenInteractionChanges { interactionEnded = $0 }
        pop.update(0.2)
        _ = log.take()
        pop.cancel()
        #expect(log.take() == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(interactionEnded?.isCancelled == true)
        #expect(pop.state == .cancelled)
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(b.parent === nav)
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(a.view.superview == nil && b.view.superview === nav.view)
        #expect(nav.transitionCoordinator == nil)
        pop.finish()
        #expect(nav.viewControllers.count == 2)
        _ = window
    }

    @Test func whileHeldOtherChangesAreRefused() throws {
        let log = EventLog()
        let (nav, _, _, window) = makeStack(log)
        let pop = try #require(nav.beginInteractivePop())
        #expect(nav.beginInteractivePop() == nil)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popToRootViewController(animated: true) == nil)
        #expect(throws: ScreensError.interactiveTransitionInProgress) {
            try nav.pushViewController(ViewController(), animated: true).get()
        }
        pop.finish()
        #expect(nav.viewControllers.count == 1)
        _ = window
    }

    @Test func cannotBeginOnTheRoot() {
        let nav = NavigationController(rootViewController: ViewController())
        #expect(nav.beginInteractivePop() == nil)
    }

    @Test func progressIsClamped() throws {
        let nav = NavigationController(rootViewController: ViewController())
        nav.pushViewController(ViewController(), animated: false)
        let pop = try #require(nav.beginInteractivePop())
        pop.update(3)
        #expect(pop.progress == 1)
        pop.update(-1)
        #expect(pop.progress == 0)
        pop.cancel()
    }

    @Test func aFinishedInteractivePopReleasesThePoppedController() throws {
        let nav = NavigationController(rootViewController: ViewController())
        let window = showInWindow(nav)
        weak var weakPopped: ViewController?
        do {
            let popped = ViewController()
            weakPopped = popped
            nav.pushViewController(popped, animated: false)
            let pop = try #require(nav.beginInteractivePop())
            pop.finish()
        }
        #expect(weakPopped == nil)
        _ = window
    }
}
