import Testing
@testable import Screens

@MainActor
@Suite("SplitViewController")
struct SplitViewControllerTests {
    @Test func expandedShowDetailReplacesTheSecondary() {
        let log = EventLog()
        let list = ViewController()
        let primary = NavigationController(rootViewController: list)
        let firstDetail = RecordingViewController("D1", log: log)
        let split = SplitViewController(primary: primary, secondary: firstDetail)
        let window = showInWindow(split)
        _ = log.take()
        let secondDetail = RecordingViewController("D2", log: log)
        list.showDetailViewController(secondDetail, sender: nil)
        #expect(split.secondaryViewController === secondDetail)
        #expect(
            log.take() == [
                "D1.willMove(nil)", "D2.willMove(parent)", "D2.viewDidLoad",
                "D1.viewWillDisappear", "D2.viewWillAppear", "D1.viewDidDisappear", "D2.viewDidAppear",
                "D1.didMove(nil)", "D2.didMove(parent)",
            ])
        #expect(firstDetail.parent == nil)
        #expect(primary.viewControllers.count == 1)
        #expect(list.splitViewController === split)
        _ = window
    }

    @Test func collapsedShowDetailPushesOntoThePrimaryNavigationController() {
        let list = ViewController()
        let primary = NavigationController(rootViewController: list)
        let split = SplitViewController(primary: primary)
        split.collapse()
        #expect(split.isCollapsed)
        let detail = ViewController()
        list.showDetailViewController(detail, sender: nil)
        #expect(primary.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        #expect(detail.navigationController === primary)
        #expect(split.viewControllers.count == 1)
    }

    @Test func collapseMovesTheSecondaryStackOntoThePrimaryAndExpandMovesItBack() {
        let list = ViewController()
        let primary = NavigationController(rootViewController: list)
        let detail = ViewController()
        let secondary = NavigationController(rootViewController: detail)
        let split = SplitViewController(primary: primary, secondary: secondary)
        let window = showInWindow(split)

        split.collapse()
        #expect(split.secondaryViewController == nil)
        #expect(secondary.parent == nil)
        #expect(primary.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        #expect(detail.appearanceState == .appeared)

        let more = ViewController()
        detail.show(more, sender: nil)
        #expect(primary.viewControllers.count == 3)

        split.expand()
        #expect(!split.isCollapsed)
        #expect(split.secondaryViewController === secondary)
        #expect(secondary.viewControllers.map(ObjectIdentifier.init) == [detail, more].map(ObjectIdentifier.init))
        #expect(primary.viewControllers.map(ObjectIdentifier.init) == [list].map(ObjectIdentifier.init))
        #expect(more.appearanceState == .appeared)
        #expect(list.appearanceState == .appeared)
        _ = window
    }

    @Test func expandWrapsSeveralPlainDetailsInANewNavigationController() {
        let list = ViewController()
        let primary = NavigationController(rootViewController: list)
        let split = SplitViewController(primary: primary)
        split.collapse()
        let first = ViewController()
        let second = ViewController()
        split.showDetailViewController(first, sender: nil)
        split.showDetailViewController(second, sender: nil)
        split.expand()
        let container = split.secondaryViewController as? NavigationController
        #expect(container?.viewControllers.count == 2)
        #expect(primary.viewControllers.count == 1)
    }

    @Test func delegateCanTakeOverCollapsing() {
        final class Discarding: SplitViewControllerDelegate {
            func splitViewController(
                _ split: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController
            ) -> Bool {
                true
            }
        }
        let primary = NavigationController(rootViewController: ViewController())
        let split = SplitViewController(primary: primary, secondary: ViewController())
        let delegate = Discarding()
        split.delegate = delegate
        split.collapse()
        #expect(primary.viewControllers.count == 1)
        #expect(split.secondaryViewController == nil)
    }

    @Test func collapsedWithAPlainPrimaryPresentsDetails() {
        let primary = ViewController()
        let split = SplitViewController(primary: primary)
        split.collapse()
        let detail = ViewController()
        primary.showDetailViewController(detail, sender: nil)
        #expect(detail.presentingViewController != nil)
    }
}
