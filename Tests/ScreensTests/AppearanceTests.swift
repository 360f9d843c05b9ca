import Testing
@testable import Screens

/// A controller that records the transition flags it sees in its appearance callbacks.
@MainActor
final class FlagRecordingViewController: ViewController {
    var seen: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        seen.append("willAppear presented=\(isBeingPresented) moving=\(isMovingToParent) nav=\(navigationController != nil)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        seen.append("willDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent) nav=\(navigationController != nil)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        seen.append("didDisappear moving=\(isMovingFromParent) nav=\(navigationController != nil)")
    }
}

@MainActor
@Suite("Appearance across containers")
struct AppearanceTests {
    @Test func tabSwitchForwardsToTheTopOfANavigationTab() {
        let log = EventLog()
        let first = RecordingViewController("A", log: log)
        let nav = NavigationController(rootViewController: first)
        let top = RecordingViewController("T", log: log)
        nav.pushViewController(top, animated: false)
        let other = RecordingViewController("O", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [other, nav]
        let window = showInWindow(tabs)
        _ = log.take()
        tabs.userSelectTab(at: 1)
        #expect(
            log.take() == [
                "T.viewDidLoad", "O.viewWillDisappear", "T.viewWillAppear", "O.viewDidDisappear", "T.viewDidAppear",
            ])
        #expect(nav.appearanceState == .appeared)
        #expect(first.appearanceState == .disappeared)
        _ = window
    }

    @Test func fullScreenFromDeepInsideCoversTheWholeWindowHierarchy() {
        let log = EventLog()
        let content = RecordingViewController("C", log: log)
        let nav = NavigationController(rootViewController: content)
        let tabs = TabBarController()
        tabs.viewControllers = [nav]
        let window = showInWindow(tabs)
        let cover = RecordingViewController("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        _ = log.take()
        content.present(cover, animated: true)
        #expect(
            log.take() == [
                "F.viewDidLoad", "C.viewWillDisappear", "F.viewWillAppear", "C.viewDidDisappear", "F.viewDidAppear",
            ])
        #expect(tabs.appearanceState == .disappeared && nav.appearanceState == .disappeared)
        #expect(cover.presentingViewController === content)
        #expect(window.presentationStack.count == 2)
        cover.dismiss(animated: true)
        #expect(log.take() == ["F.viewWillDisappear", "C.viewWillAppear", "F.viewDidDisappear", "C.viewDidAppear"])
        #expect(tabs.appearanceState == .appeared)
    }

    @Test func presentingFromAnOffScreenControllerChangesTheModelButSendsNoAppearance() {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let sheet = RecordingViewController("S", log: log)
        root.present(sheet, animated: false)
        #expect(log.take() == ["S.viewDidLoad"])
        #expect(root.presentedViewController === sheet)
        root.dismiss(animated: false)
        #expect(log.take().isEmpty)
    }

    @Test func transitionFlagsAreSetDuringTheCallbacks() {
        let nav = NavigationController(rootViewController: ViewController())
        let window = showInWindow(nav)
        let pushed = FlagRecordingViewController()
        nav.pushViewController(pushed, animated: true)
        nav.popViewController(animated: true)
        #expect(
            pushed.seen == [
                "willAppear presented=false moving=true nav=true",
                "willDisappear dismissed=false moving=true nav=true",
                "didDisappear moving=true nav=true",
            ])
        #expect(!pushed.isMovingFromParent)
        let presented = FlagRecordingViewController()
        nav.present(presented, animated: true)
        presented.dismiss(animated: true)
        #expect(
            presented.seen == [
                "willAppear presented=true moving=false nav=false",
                "willDisappear dismissed=true moving=false nav=false",
                "didDisappear moving=false nav=false",
            ])
        _ = window
    }

    @Test func showingAWindowMakesOnlyWhatIsVisibleAppear() {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let window = Window()
        window.rootViewController = root
        let cover = RecordingViewController("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        let sheet = RecordingViewController("S", log: log)
        cover.present(sheet, animated: false)
        _ = log.take()
        window.makeKeyAndVisible()
        #expect(log.take() == ["F.viewWillAppear", "S.viewWillAppear", "F.viewDidAppear", "S.viewDidAppear"])
        window.isHidden = true
        #expect(log.take() == ["S.viewWillDisappear", "F.viewWillDisappear", "S.viewDidDisappear", "F.viewDidDisappear"])
        window.isHidden = false
        _ = log.take()
        cover.dismiss(animated: false)
        #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"])
        root.dismiss(animated: false)
        #expect(log.take() == ["F.viewWillDisappear", "A.viewWillAppear", "F.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func dismissingAStackOfPresentationsFromTheBottom() {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let window = showInWindow(root)
        let first = RecordingViewController("B", log: log)
        first.modalPresentationStyle = .fullScreen
        let second = RecordingViewController("C", log: log)
        root.present(first, animated: false)
        first.present(second, animated: false)
        _ = log.take()
        root.dismiss(animated: true)
        #expect(
            log.take() == [
                "C.viewWillDisappear", "B.viewWillDisappear", "A.viewWillAppear",
                "C.viewDidDisappear", "B.viewDidDisappear", "A.viewDidAppear",
            ])
        #expect(window.presentationStack.count == 1)
    }

    @Test func aNavigationControllerWhoseViewIsNotLoadedDoesNotLoadItsChildrensViews() {
        let log = EventLog()
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: false)
        #expect(!b.isViewLoaded)
        nav.loadViewIfNeeded()
        #expect(b.view.superview === nav.view)
        #expect(log.take().contains("B.viewDidLoad"))
    }

    @Test func transitionCoordinatorIsAvailableInTheAppearanceCallbacks() {
        final class Probe: ViewController {
            var coordinatorDuringWillAppear: TransitionCoordinator?
            var completions: [Bool] = []
            override func viewWillAppear(_ animated: Bool) {
                coordinatorDuringWillAppear = transitionCoordinator
                transitionCoordinator?.animate(alongsideTransition: nil) { self.completions.append($0.isCancelled) }
            }
        }
        let nav = NavigationController(rootViewController: ViewController())
        let window = showInWindow(nav)
        let probe = Probe()
        nav.pushViewController(probe, animated: true)
        #expect(probe.coordinatorDuringWillAppear?.viewController(forKey: .to) === probe)
        #expect(probe.coordinatorDuringWillAppear?.isComplete == true)
        #expect(probe.coordinatorDuringWillAppear?.animate(alongsideTransition: nil) == false)
        #expect(probe.completions == [false])
        _ = window
    }

    @Test func loadViewThatReadsViewGetsADefaultViewWithoutRecursing() {
        final class Reentrant: ViewController {
            override func loadView() { _ = view.subviews }
        }
        let controller = Reentrant()
        #expect(controller.view.owningViewController === controller)
    }
}
