import Testing
@testable import Screens

/// Records what a presentation controller's delegate hears.
@MainActor
final class RecordingPresentationDelegate: PresentationControllerDelegate {
    let log: EventLog
    var allowDismiss = true

    init(log: EventLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.record("shouldDismiss")
        return allowDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { log.record("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { log.record("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        log.record("didAttemptToDismiss")
    }
}

@MainActor
@Suite("Presentation")
struct PresentationTests {
    @Test func fullScreenPresentAndDismissOrder() {
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let window = showInWindow(a)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        _ = log.take()
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(completed)
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.next === a)
        #expect(window.presentationStack.count == 2)

        completed = false
        #expect(b.dismiss(animated: true) { completed = true })
        #expect(completed)
        #expect(log.take() == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
    }

    @Test func aSheetLeavesThePresenterOnScreen() {
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let window = showInWindow(a)
        let b = RecordingViewController("B", log: log)
        _ = log.take()
        a.present(b, animated: true)
        #expect(b.modalPresentationStyle.resolved == .sheet)
        #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        a.dismiss(animated: true)
        #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(a.appearanceState == .appeared)
        _ = window
    }

    @Test func presentingWhileSomethingIsPresentedPresentsFromTheTopMost() {
        let root = ViewController()
        let window = showInWindow(root)
        let first = ViewController()
        let second = ViewController()
        root.present(first, animated: false)
        root.present(second, animated: false)
        #expect(first.presentedViewController === second)
        #expect(second.presentingViewController === first)
        #expect(window.presentationStack.map(ObjectIdentifier.init) == [root, first, second].map(ObjectIdentifier.init))
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(second.appearanceState == .disappeared)
    }

    @Test func presentingAnAlreadyPresentedControllerFails() {
        let root = ViewController()
        let other = ViewController()
        let sheet = ViewController()
        root.present(sheet, animated: false)
        var completed = false
        #expect(throws: ScreensError.alreadyPresented) {
            try other.present(sheet, animated: false) { completed = true }.get()
        }
        #expect(!completed)
        #expect(sheet.presentingViewController === root)
        #expect(other.presentedViewController == nil)
    }

    @Test func otherBadPresentationsFailAndChangeNothing() {
        let root = ViewController()
        let window = showInWindow(root)
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)
        #expect(throws: ScreensError.hasParent) { try root.present(child, animated: false).get() }
        #expect(throws: ScreensError.wouldCreateCycle) { try root.present(root, animated: false).get() }
        #expect(throws: ScreensError.wouldCreateCycle) { try child.present(parent, animated: false).get() }
        #expect(throws: ScreensError.isWindowRoot) { try parent.present(root, animated: false).get() }
        #expect(root.presentedViewController == nil)
        _ = window
    }

    @Test func dismissWithNothingPresentedCallsCompletionAndReturnsFalse() {
        var completed = false
        #expect(ViewController().dismiss(animated: true) { completed = true } == false)
        #expect(completed)
    }

    @Test func aChildOfAPresentedContainerDismissesTheContainer() {
        let root = ViewController()
        let content = ViewController()
        let nav = NavigationController(rootViewController: content)
        root.present(nav, animated: false)
        #expect(content.presentingViewController === root)
        content.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test func aDismissedControllerIsReleased() {
        let root = ViewController()
        let window = showInWindow(root)
        weak var weakSheet: ViewController?
        do {
            let sheet = ViewController()
            weakSheet = sheet
            root.present(sheet, animated: true)
            _ = sheet.presentationController
        }
        #expect(weakSheet != nil)
        root.dismiss(animated: true)
        #expect(weakSheet == nil)
        _ = window
    }
}

@MainActor
@Suite("Sheets swiped away")
struct SheetSwipeTests {
    @Test func userSwipeDismissesAndTellsTheDelegate() throws {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let window = showInWindow(root)
        let sheet = RecordingViewController("S", log: log)
        let delegate = RecordingPresentationDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        _ = log.take()
        let controller = try #require(sheet.presentationController)
        #expect(controller.userSwipeToDismiss() == .dismissed)
        #expect(
            log.take() == [
                "shouldDismiss", "willDismiss", "S.viewWillDisappear", "S.viewDidDisappear", "didDismiss",
            ])
        #expect(root.presentedViewController == nil)
        _ = window
    }

    @Test func modalInPresentationBlocksTheSwipe() throws {
        let log = EventLog()
        let root = ViewController()
        let window = showInWindow(root)
        let sheet = RecordingViewController("S", log: log)
        sheet.isModalInPresentation = true
        let delegate = RecordingPresentationDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        _ = log.take()
        #expect(sheet.presentationController?.userSwipeToDismiss() == .blockedByModalInPresentation)
        #expect(log.take() == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet)
        _ = window
    }

    @Test func aVisibleChildThatIsModalInPresentationBlocksTheSwipe() {
        let root = ViewController()
        let top = ViewController()
        top.isModalInPresentation = true
        let nav = NavigationController(rootViewController: top)
        root.present(nav, animated: false)
        nav.loadViewIfNeeded()
        #expect(top.presentationController === nav.presentationController)
        #expect(nav.presentationController?.userSwipeToDismiss() == .blockedByModalInPresentation)
    }

    @Test func theDelegateCanRefuse() {
        let log = EventLog()
        let root = ViewController()
        let sheet = ViewController()
        let delegate = RecordingPresentationDelegate(log: log)
        delegate.allowDismiss = false
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        #expect(sheet.presentationController?.userSwipeToDismiss() == .refusedByDelegate)
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet)
    }

    @Test func programmaticDismissDoesNotTellTheDelegate() {
        let log = EventLog()
        let root = ViewController()
        let sheet = ViewController()
        let delegate = RecordingPresentationDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        root.dismiss(animated: false)
        #expect(log.take().isEmpty)
    }

    @Test func fullScreenCannotBeSwipedAway() {
        let root = ViewController()
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(cover.presentationController?.userSwipeToDismiss() == .notSwipeable)
        #expect(ViewController().presentationController?.userSwipeToDismiss() == .notSwipeable)
        #expect(root.presentedViewController === cover)
    }
}
