import Testing
@testable import Screens

@MainActor
@Suite("ViewController")
struct ViewControllerTests {
    @Test func viewLoadsLazilyOnceAndCallsViewDidLoad() {
        let log = EventLog()
        let controller = RecordingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(log.take() == ["A.viewDidLoad"])
    }

    @Test func loadViewCanInstallACustomView() {
        final class Custom: ViewController {
            let custom = View()
            override func loadView() { view = custom }
        }
        let controller = Custom()
        #expect(controller.view === controller.custom)
        #expect(controller.custom.owningViewController === controller)
    }

    @Test func titleAndNavigationItem() {
        let controller = ViewController()
        controller.title = "Home"
        controller.navigationItem.backButtonTitle = "Back home"
        controller.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        #expect(controller.title == "Home")
        #expect(controller.navigationItem.rightBarButtonItems.map(\.title) == ["Edit"])
        #expect(controller.navigationItem.leftBarButtonItem == nil)
    }

    @Test func barButtonItemsKnowTheNavigationItemAndControllerThatHoldThem() {
        let controller = ViewController()
        let other = ViewController()
        let edit = BarButtonItem(title: "Edit")
        let save = BarButtonItem(title: "Save")
        #expect(controller.navigationItem.owningViewController === controller)
        #expect(edit.navigationItem == nil)
        controller.navigationItem.rightBarButtonItems = [edit, save]
        #expect(edit.navigationItem === controller.navigationItem)
        #expect(save.navigationItem?.owningViewController === controller)
        controller.navigationItem.rightBarButtonItem = save
        #expect(edit.navigationItem == nil)
        controller.navigationItem.leftBarButtonItem = save
        controller.navigationItem.rightBarButtonItems = []
        #expect(save.navigationItem === controller.navigationItem)
        other.navigationItem.leftBarButtonItem = save
        controller.navigationItem.leftBarButtonItems = []
        #expect(save.navigationItem === other.navigationItem)
    }

    @Test func barButtonTapRunsItsActionOnlyWhenEnabled() {
        var taps = 0
        let item = BarButtonItem(title: "Save") { _ in taps += 1 }
        #expect(item.tap())
        item.isEnabled = false
        #expect(!item.tap())
        #expect(taps == 1)
    }

    @Test func showAndShowDetailPresentWhenNoContainerHandlesThem() {
        let root = ViewController()
        let shown = ViewController()
        root.show(shown, sender: nil)
        #expect(root.presentedViewController === shown)
        let detail = ViewController()
        shown.showDetailViewController(detail, sender: nil)
        #expect(shown.presentedViewController === detail)
    }

    @Test func windowRootAppearsWhenTheWindowBecomesVisibleAndDisappearsWhenHidden() {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let window = Window()
        window.rootViewController = root
        #expect(log.take() == ["A.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.take() == ["A.viewWillAppear", "A.viewDidAppear"])
        #expect(window.isKeyWindow)
        window.isHidden = true
        #expect(log.take() == ["A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test func replacingTheWindowRootSwapsAppearance() {
        let log = EventLog()
        let window = showInWindow(RecordingViewController("A", log: log))
        _ = log.take()
        window.rootViewController = RecordingViewController("B", log: log)
        #expect(
            log.take() == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear",
            ])
    }
}

@MainActor
@Suite("Child containment")
struct ContainmentTests {
    @Test func addChildThenViewThenDidMoveAppearsInAVisibleParent() {
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        let window = showInWindow(parent)
        let child = RecordingViewController("C", log: log)
        _ = log.take()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "C.willMove(parent)", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear", "C.didMove(parent)",
            ])
        #expect(parent.children.first === child)
        #expect(child.parent === parent)
        #expect(child.next === parent.view)
        _ = window
    }

    @Test func removingAChildMakesItDisappear() {
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        let window = showInWindow(parent)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        _ = window
    }

    @Test func parentAppearanceIsForwardedToChildrenInItsView() {
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        let window = showInWindow(parent)
        #expect(log.take() == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
        _ = window
    }

    @Test func badContainmentIsRefused() {
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)
        #expect(throws: ScreensError.wouldCreateCycle) { try child.addChild(parent).get() }
        #expect(throws: ScreensError.wouldCreateCycle) { try parent.addChild(parent).get() }
        #expect(ViewController().removeFromParent() == false)
        let other = ViewController()
        other.addChild(child)
        #expect(child.parent === other)
        #expect(parent.children.isEmpty)
    }

    @Test func coordinatingResponderIsTheOwnerWhenSetElseNext() {
        let owner = Responder()
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)
        #expect(child.coordinatingResponder === parent)
        child.owningResponder = owner
        #expect(child.coordinatingResponder === owner)
        #expect(child.next === parent)
    }
}
