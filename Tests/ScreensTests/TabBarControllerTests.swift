import Testing
@testable import Screens

/// Records what a tab bar controller's delegate hears, and can refuse selections.
@MainActor
final class RecordingTabDelegate: TabBarControllerDelegate {
    let log: EventLog
    var refused: Set<ObjectIdentifier> = []

    init(log: EventLog) { self.log = log }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        !refused.contains(ObjectIdentifier(viewController))
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.record("didSelect(\(viewController.title ?? "?"))")
    }
}

@MainActor
@Suite("TabBarController")
struct TabBarControllerTests {
    @Test func userTabSwitchRunsAppearanceInOrderThenDidSelect() {
        let log = EventLog()
        let first = RecordingViewController("A", log: log)
        let second = RecordingViewController("B", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let delegate = RecordingTabDelegate(log: log)
        tabs.delegate = delegate
        let window = showInWindow(tabs)
        #expect(tabs.selectedIndex == 0)
        _ = log.take()

        #expect(tabs.tabBar.tap(at: 1))
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "didSelect(B)",
            ])
        #expect(tabs.selectedViewController === second)
        #expect(second.tabBarController === tabs)
        #expect(second.view.superview === tabs.view)
        #expect(first.view.superview == nil)
        _ = window
    }

    @Test func programmaticSelectionDoesNotCallTheDelegate() {
        let log = EventLog()
        let tabs = TabBarController()
        tabs.viewControllers = [RecordingViewController("A", log: log), RecordingViewController("B", log: log)]
        let delegate = RecordingTabDelegate(log: log)
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1)
        #expect(!log.take().contains { $0.hasPrefix("didSelect") })
        #expect(throws: ScreensError.indexOutOfRange) { try tabs.selectTab(at: 7).get() }
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1)
    }

    @Test func delegateCanRefuseAndDisabledTabsCannotBeTapped() {
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        c.tabBarItem.isEnabled = false
        let tabs = TabBarController()
        tabs.viewControllers = [a, b, c]
        let delegate = RecordingTabDelegate(log: log)
        delegate.refused = [ObjectIdentifier(b)]
        tabs.delegate = delegate
        #expect(!tabs.userSelectTab(at: 1))
        #expect(!tabs.userSelectTab(at: 2))
        #expect(!tabs.userSelectTab(at: 9))
        #expect(tabs.selectedIndex == 0)
    }

    @Test func reselectingANavigationTabPopsToRootAsAUserAction() {
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        nav.pushViewController(ViewController(), animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [nav]
        final class Observer: NavigationControllerDelegate {
            var initiator: TransitionInitiator?
            func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool) {
                initiator = nav.transitionCoordinator?.initiator
            }
        }
        let observer = Observer()
        nav.delegate = observer
        #expect(tabs.userSelectTab(at: 0))
        #expect(nav.viewControllers.count == 1)
        #expect(observer.initiator == .tabReselection)
    }

    @Test func reselectingASplitViewTabPopsItsContentColumnToRoot() {
        let stack = NavigationController(rootViewController: ViewController())
        stack.pushViewController(ViewController(), animated: false)
        let sidebar = NavigationController(rootViewController: ViewController())
        sidebar.pushViewController(ViewController(), animated: false)
        let split = SplitViewController(primary: sidebar, secondary: stack)
        split.collapsedColumn = .secondary
        let tabs = TabBarController()
        tabs.viewControllers = [split]
        #expect(tabs.userSelectTab(at: 0))
        #expect(stack.viewControllers.count == 1, "the content column's stack pops to its root")
        #expect(sidebar.viewControllers.count == 2, "the sidebar is left as it is")
    }

    @Test func replacingTabsKeepsTheSelectedControllerAndFixesContainment() {
        let a = ViewController()
        let b = ViewController()
        let c = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        tabs.selectedViewController = b
        tabs.viewControllers = [c, b]
        #expect(tabs.selectedIndex == 1)
        #expect(a.parent == nil)
        #expect(tabs.children.count == 2)
        tabs.viewControllers = [c]
        #expect(tabs.selectedViewController === c)
        tabs.viewControllers = []
        #expect(tabs.selectedIndex == nil)
        #expect(tabs.tabBar.titles.isEmpty)
    }

    @Test func badTabsAreRefused() {
        let a = ViewController()
        let other = ViewController()
        let child = ViewController()
        other.addChild(child)
        let tabs = TabBarController()
        #expect(throws: ScreensError.duplicateViewControllers) { try tabs.setViewControllers([a, a], animated: false).get() }
        #expect(throws: ScreensError.hasParent) { try tabs.setViewControllers([child], animated: false).get() }
        #expect(tabs.viewControllers.isEmpty)
    }

    @Test func tabBarRendersTitles() {
        let a = ViewController()
        a.title = "Shop"
        let b = ViewController()
        b.tabBarItem.title = "Cart"
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        #expect(tabs.tabBar.renderContent == RenderContent(kind: .tabBar, text: "Shop", detail: "Shop | Cart", isFocusable: true))
    }
}
