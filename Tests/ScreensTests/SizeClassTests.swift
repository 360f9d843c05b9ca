import Testing
@testable import Screens

/// The window's horizontal size class: handed down to every controller, and followed by split
/// views (collapsing when compact, expanding when regular, on a change and on appearing).
@MainActor
@Suite("Size class")
struct SizeClassTests {
    /// Records the size classes it is told about.
    final class SizeRecorder: ViewController {
        var heard: [SizeClass] = []

        override func horizontalSizeClassDidChange(to sizeClass: SizeClass) {
            super.horizontalSizeClassDidChange(to: sizeClass)
            heard.append(sizeClass)
        }
    }

    @Test func aChangeReachesEveryControllerInTheWindowOnScreenOrNot() {
        let first = SizeRecorder()
        let second = SizeRecorder()
        let tabs = TabBarController()
        tabs.setViewControllers([NavigationController(rootViewController: first), second], animated: false)
        let window = showInWindow(tabs)
        let presented = SizeRecorder()
        first.present(presented, animated: false)
        #expect(window.horizontalSizeClass == .regular, "regular until a renderer says otherwise")
        window.horizontalSizeClass = .compact
        window.horizontalSizeClass = .compact
        #expect(first.heard == [.compact], "once per change")
        #expect(second.heard == [.compact], "a tab not shown hears it too")
        #expect(presented.heard == [.compact], "what is presented over the root hears it")
    }

    @Test func aSplitViewCollapsesAndExpandsWithTheWindow() {
        let list = ViewController()
        let primary = NavigationController(rootViewController: list)
        let detail = ViewController()
        let split = SplitViewController(primary: primary, secondary: detail)
        let window = showInWindow(split)
        #expect(!split.isCollapsed)
        window.horizontalSizeClass = .compact
        #expect(split.isCollapsed)
        #expect(primary.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        window.horizontalSizeClass = .regular
        #expect(!split.isCollapsed)
        #expect(split.secondaryViewController === detail)
    }

    @Test func aSplitViewTakesTheClassOfTheWindowItAppearsIn() {
        let window = Window()
        window.horizontalSizeClass = .compact
        let split = SplitViewController(primary: NavigationController(rootViewController: ViewController()), secondary: ViewController())
        window.rootViewController = split
        #expect(!split.isCollapsed, "not on screen yet")
        window.makeKeyAndVisible()
        #expect(split.isCollapsed, "appearing in a compact window collapses it")
        #expect(split.viewControllers.count == 1)
    }

    @Test func collapsingToTheSecondaryHidesThePrimaryAndMovesNothing() {
        let log = EventLog()
        let sidebar = RecordingViewController("S", log: log)
        let stackRoot = ViewController()
        let stack = NavigationController(rootViewController: stackRoot)
        let split = SplitViewController(primary: sidebar, secondary: stack)
        split.collapsedColumn = .secondary
        let window = showInWindow(split)
        _ = log.take()

        window.horizontalSizeClass = .compact
        #expect(split.isCollapsed)
        #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"])
        #expect(sidebar.viewIfLoaded?.window == nil, "the primary left the screen")
        #expect(sidebar.parent === split, "and stays the split's child")
        #expect(split.secondaryViewController === stack)
        #expect(split.contentColumn === stack)
        #expect(stack.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(stackRoot)])

        // Collapsed to the secondary, a detail replaces the secondary.
        let other = ViewController()
        split.showDetailViewController(other, sender: nil)
        #expect(split.secondaryViewController === other)
        split.showDetailViewController(stack, sender: nil)

        window.horizontalSizeClass = .regular
        #expect(!split.isCollapsed)
        #expect(log.take() == ["S.viewWillAppear", "S.viewDidAppear"])
        #expect(sidebar.viewIfLoaded?.window === window)
        #expect(split.view.subviews.first === sidebar.view, "the primary is back on the left")
        #expect(split.secondaryViewController === stack)
    }

    @Test func theUsersBackActsOnTheContentColumn() {
        let sidebar = ViewController()
        let stack = NavigationController(rootViewController: ViewController())
        stack.pushViewController(ViewController(), animated: false)
        let split = SplitViewController(primary: NavigationController(rootViewController: sidebar), secondary: stack)
        split.collapsedColumn = .secondary
        let window = showInWindow(split)
        #expect(split.onScreenBackNavigation === stack)
        window.horizontalSizeClass = .compact
        #expect(split.onScreenBackNavigation === stack, "collapsed to the secondary, Back still pops the stack")
    }
}
