import Testing
@testable import Screens

@MainActor
@Suite("NavigationController stack")
struct NavigationControllerTests {
    @Test func pushAndPopInUIKitOrder() {
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        let window = showInWindow(nav)
        _ = log.take()

        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(
            log.take() == [
                "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "didShow(B)",
            ])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(nav.topViewController === b)
        #expect(b.navigationController === nav)

        #expect(nav.popViewController(animated: true) === b)
        #expect(
            log.take() == [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
                "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "didShow(A)",
            ])
        #expect(b.parent == nil)
        #expect(nav.children.count == 1)
        _ = window
    }

    @Test func poppingTheRootReturnsNilAndChangesNothing() {
        let log = EventLog()
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let window = showInWindow(nav)
        _ = log.take()
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.userTappedBack() == nil)
        #expect(nav.viewControllers.count == 1)
        #expect(log.take().isEmpty)
        _ = window
    }

    @Test func pushingAControllerAlreadyInTheStackFails() {
        let a = ViewController()
        let nav = NavigationController(rootViewController: a)
        #expect(throws: ScreensError.alreadyInNavigationStack) { try nav.pushViewController(a, animated: false).get() }
        #expect(throws: ScreensError.cannotPushNavigationController) {
            try nav.pushViewController(NavigationController(), animated: false).get()
        }
        #expect(throws: ScreensError.wouldCreateCycle) {
            let outer = NavigationController()
            let holder = ViewController()
            outer.pushViewController(holder, animated: false)
            holder.addChild(nav)
            try nav.pushViewController(holder, animated: false).get()
        }
        #expect(throws: ScreensError.duplicateViewControllers) {
            let b = ViewController()
            try nav.setViewControllers([a, b, b], animated: false).get()
        }
        #expect(nav.viewControllers.count == 1)
    }

    @Test func pushingAChildOfAnotherContainerFails() {
        let other = ViewController()
        let child = ViewController()
        other.addChild(child)
        let nav = NavigationController(rootViewController: ViewController())
        #expect(throws: ScreensError.hasParent) { try nav.pushViewController(child, animated: false).get() }
        #expect(child.parent === other)
    }

    @Test func popToRootAndPopToReturnThePoppedControllers() {
        let a = ViewController()
        let b = ViewController()
        let c = ViewController()
        let d = ViewController()
        let nav = NavigationController(rootViewController: a)
        nav.setViewControllers([a, b, c, d], animated: false)
        #expect(nav.popToViewController(b, animated: true)?.count == 2)
        #expect(nav.viewControllers.last === b)
        #expect(nav.popToViewController(ViewController(), animated: true) == nil)
        #expect(nav.popToRootViewController(animated: false)?.first === b)
        #expect(nav.popToRootViewController(animated: false)?.isEmpty == true)
        #expect(nav.children.count == 1)
        #expect(c.parent == nil && d.parent == nil)
    }

    @Test func setViewControllersShowsTheNewTopOnceAndFixesContainment() {
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        let window = showInWindow(nav)
        _ = log.take()
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        nav.setViewControllers([b, c], animated: false)
        #expect(
            log.take() == [
                "A.willMove(nil)", "B.willMove(parent)", "C.willMove(parent)", "C.viewDidLoad",
                "A.viewWillDisappear", "C.viewWillAppear", "willShow(C)", "A.viewDidDisappear", "C.viewDidAppear",
                "A.didMove(nil)", "B.didMove(parent)", "C.didMove(parent)", "didShow(C)",
            ])
        #expect(nav.children.map(\.title) == ["B", "C"])
        _ = window
    }

    @Test func pushRequestedFromViewDidAppearRunsAfterTheCurrentTransition() {
        final class Redirecting: ViewController {
            var onAppear: (() -> Void)?
            override func viewDidAppear(_ animated: Bool) { onAppear?(); onAppear = nil }
        }
        let log = EventLog()
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        let window = showInWindow(nav)
        let b = Redirecting()
        b.title = "B"
        let c = RecordingViewController("C", log: log)
        b.onAppear = { nav.pushViewController(c, animated: true) }
        _ = log.take()
        nav.pushViewController(b, animated: true)
        #expect(
            log.take().filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") } == [
                "willShow(B)", "didShow(B)", "willShow(C)", "didShow(C)",
            ])
        #expect(nav.topViewController === c)
        _ = window
    }

    @Test func aNavigationControllerOffScreenStillTellsItsDelegateButSendsNoAppearance() {
        let log = EventLog()
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        #expect(log.take() == ["A.willMove(parent)", "A.didMove(parent)"])
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        #expect(log.take() == ["B.willMove(parent)", "willShow(B)", "B.didMove(parent)", "didShow(B)"])
    }

    @Test func showPushesInsideANavigationController() {
        let a = ViewController()
        let nav = NavigationController(rootViewController: a)
        let b = ViewController()
        a.show(b, sender: nil)
        #expect(nav.topViewController === b)
    }

    @Test func navigationBarShowsTitleAndBackTitleAndItsBackButtonPops() {
        let a = ViewController()
        a.title = "Shop"
        let nav = NavigationController(rootViewController: a)
        #expect(nav.navigationBar.backButtonTitle == nil)
        let b = ViewController()
        b.navigationItem.title = "Shirt"
        nav.pushViewController(b, animated: false)
        #expect(nav.navigationBar.renderContent == RenderContent(kind: .navigationBar, text: "Shirt", detail: "Shop", isFocusable: true))
        a.navigationItem.backButtonTitle = "All"
        #expect(nav.navigationBar.backButtonTitle == "All")
        #expect(nav.navigationBar.tapBack() === b)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func hidesBackButtonDisablesBackTapAndInteractivePop() {
        let nav = NavigationController(rootViewController: ViewController())
        let b = ViewController()
        b.navigationItem.hidesBackButton = true
        nav.pushViewController(b, animated: false)
        #expect(nav.userTappedBack() == nil)
        #expect(nav.beginInteractivePop() == nil)
        #expect(nav.popViewController(animated: false) === b)
    }

    @Test func aPoppedControllerIsReleased() {
        let nav = NavigationController(rootViewController: ViewController())
        let window = showInWindow(nav)
        weak var weakPopped: ViewController?
        do {
            let popped = ViewController()
            popped.loadViewIfNeeded()
            weakPopped = popped
            nav.pushViewController(popped, animated: true)
        }
        #expect(weakPopped != nil)
        nav.userTappedBack()
        #expect(weakPopped == nil)
        _ = window
    }

    @Test func backButtonPopIsMarkedUserInitiated() {
        let nav = NavigationController(rootViewController: ViewController())
        nav.pushViewController(ViewController(), animated: false)
        final class Observer: NavigationControllerDelegate {
            var initiators: [TransitionInitiator] = []
            func navigationController(_ nav: NavigationController, willShow vc: ViewController, animated: Bool) {
                initiators.append(nav.transitionCoordinator?.initiator ?? .programmatic)
            }
        }
        let observer = Observer()
        nav.delegate = observer
        nav.pushViewController(ViewController(), animated: false)
        nav.userTappedBack()
        #expect(observer.initiators == [.programmatic, .backButton])
        #expect(nav.transitionCoordinator == nil)
    }

    @Test func theDelegateHearsEachStackChangeOnceSettledEvenBelowAnUnchangedTop() throws {
        let log = EventLog()
        let nav = NavigationController()
        let watcher = StackWatcher(log: log)
        nav.delegate = watcher
        let a = RecordingViewController("a", log: EventLog())
        let b = RecordingViewController("b", log: EventLog())
        let c = RecordingViewController("c", log: EventLog())
        nav.pushViewController(a, animated: false)
        nav.pushViewController(b, animated: true)
        #expect(log.take() == ["didShow(a)", "stack(a)", "didShow(b)", "stack(a b)"])
        nav.setViewControllers([c, b], animated: false)
        #expect(log.take() == ["stack(c b)"])
        nav.setViewControllers([b, c], animated: false)
        #expect(log.take() == ["didShow(c)", "stack(b c)"])
        watcher.pushOnShow = a
        nav.popViewController(animated: true)
        #expect(log.take() == ["didShow(b)", "didShow(a)", "stack(b a)"])
        let pop = try #require(nav.beginInteractivePop())
        pop.cancel()
        #expect(log.take() == [])
        let finished = try #require(nav.beginInteractivePop())
        finished.finish()
        #expect(log.take() == ["didShow(b)", "stack(b)"])
    }
}

/// Records `didShow` and the settled stack, and can push a controller from `didShow` once.
@MainActor
final class StackWatcher: NavigationControllerDelegate {
    let log: EventLog
    var pushOnShow: ViewController?

    init(log: EventLog) { self.log = log }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.record("didShow(\(viewController.title ?? "?"))")
        if let pushed = pushOnShow {
            pushOnShow = nil
            navigationController.pushViewController(pushed, animated: false)
        }
    }

    func navigationControllerDidChangeViewControllers(_ navigationController: NavigationController) {
        log.record("stack(\(navigationController.viewControllers.map { $0.title ?? "?" }.joined(separator: " ")))")
    }
}
