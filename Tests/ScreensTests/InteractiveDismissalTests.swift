import Testing
@testable import Screens

@MainActor
@Suite("Interactive sheet dismissal")
struct InteractiveDismissalTests {
    /// A visible root "A" presenting sheet "S", with a recording delegate on the sheet's presentation.
    private func makeSheet(
        _ log: EventLog
    ) throws -> (RecordingViewController, RecordingViewController, RecordingPresentationDelegate, PresentationController, Window) {
        let root = RecordingViewController("A", log: log)
        let window = showInWindow(root)
        let sheet = RecordingViewController("S", log: log)
        let delegate = RecordingPresentationDelegate(log: log)
        let presentation = try #require(sheet.presentationController)
        presentation.delegate = delegate
        root.present(sheet, animated: true)
        _ = log.take()
        return (root, sheet, delegate, presentation, window)
    }

    @Test func aHeldSwipeKeepsTheSheetPresented() throws {
        let log = EventLog()
        let (root, sheet, delegate, presentation, window) = try makeSheet(log)

        let swipe = try presentation.beginInteractiveDismissal().get()
        #expect(log.take() == ["shouldDismiss", "willDismiss", "S.viewWillDisappear"])
        #expect(presentation.interactiveDismissalTransition === swipe)
        swipe.update(0.6)
        #expect(swipe.progress == 0.6)
        #expect(swipe.state == .running)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(window.presentationStack.last === sheet)
        #expect(sheet.isBeingDismissed)
        #expect(sheet.appearanceState == .disappearing)
        #expect(root.appearanceState == .appeared)

        let coordinator = try #require(sheet.transitionCoordinator)
        #expect(coordinator === swipe.transitionCoordinator)
        #expect(root.transitionCoordinator === coordinator)
        #expect(coordinator.isInteractive && !coordinator.isInteractionComplete && !coordinator.isCancelled)
        #expect(coordinator.initiator == .interactiveGesture)
        #expect(coordinator.viewController(forKey: .from) === sheet)
        #expect(coordinator.viewController(forKey: .to) === root)

        #expect(throws: ScreensError.interactiveTransitionInProgress) { try presentation.beginInteractiveDismissal().get() }
        #expect(presentation.userSwipeToDismiss() == .notSwipeable)
        #expect(throws: ScreensError.interactiveTransitionInProgress) {
            try root.present(ViewController(), animated: true).get()
        }
        #expect(sheet.presentedViewController == nil)
        #expect(log.take().isEmpty)
        swipe.cancel()
        _ = delegate
    }

    @Test func finishingDismissesTheSheetAndTellsTheDelegate() throws {
        let log = EventLog()
        let (root, sheet, delegate, presentation, window) = try makeSheet(log)
        let swipe = try presentation.beginInteractiveDismissal().get()
        var interactionEnded: TransitionContext?
        var completed: TransitionContext?
        sheet.transitionCoordinator?.notifyWhenInteractionChanges { context in
            interactionEnded = context
            log.record("interactionEnded")
        }
        sheet.transitionCoordinator?.animate(alongsideTransition: nil) { context in
            completed = context
            log.record("completed")
        }
        _ = log.take()

        swipe.finish()
        #expect(log.take() == ["interactionEnded", "S.viewDidDisappear", "didDismiss", "completed"])
        #expect(interactionEnded?.isCancelled == false)
        #expect(completed?.isCancelled == false)
        #expect(swipe.state == .finished && swipe.progress == 1)
        #expect(root.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(window.presentationStack.count == 1)
        #expect(sheet.appearanceState == .disappeared && !sheet.isBeingDismissed)
        #expect(sheet.transitionCoordinator == nil && root.transitionCoordinator == nil)
        #expect(presentation.interactiveDismissalTransition == nil)
        swipe.cancel()
        swipe.update(0.1)
        #expect(swipe.state == .finished && swipe.progress == 1)
        #expect(log.take().isEmpty)
        _ = delegate
    }

    @Test func cancellingKeepsTheSheetAndBalancesItsAppearance() throws {
        let log = EventLog()
        let (root, sheet, delegate, presentation, window) = try makeSheet(log)
        let swipe = try presentation.beginInteractiveDismissal().get()
        var interactionEnded: TransitionContext?
        sheet.transitionCoordinator?.notifyWhenInteractionChanges { interactionEnded = $0 }
        swipe.update(0.3)
        _ = log.take()

        swipe.cancel()
        #expect(log.take() == ["S.viewWillAppear", "S.viewDidAppear"])
        #expect(interactionEnded?.isCancelled == true)
        #expect(swipe.transitionCoordinator.isCancelled && swipe.transitionCoordinator.isComplete)
        #expect(swipe.state == .cancelled)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.appearanceState == .appeared && !sheet.isBeingDismissed)
        #expect(sheet.transitionCoordinator == nil)
        swipe.finish()
        #expect(root.presentedViewController === sheet)

        let again = try presentation.beginInteractiveDismissal().get()
        again.finish()
        #expect(
            log.take() == [
                "shouldDismiss", "willDismiss", "S.viewWillDisappear", "S.viewDidDisappear", "didDismiss",
            ])
        #expect(root.presentedViewController == nil)
        _ = (delegate, window)
    }

    @Test func thePresenterAndItsChildrenHearNoAppearanceCallbacks() throws {
        let log = EventLog()
        let content = RecordingViewController("Home", log: log)
        let nav = NavigationController(rootViewController: content)
        let window = showInWindow(nav)
        let sheetContent = RecordingViewController("Filters", log: log)
        let sheet = NavigationController(rootViewController: sheetContent)
        content.present(sheet, animated: true)
        _ = log.take()
        let presentation = try #require(sheetContent.presentationController)
        #expect(presentation === sheet.presentationController)

        let swipe = try presentation.beginInteractiveDismissal().get()
        #expect(log.take() == ["Filters.viewWillDisappear"])
        #expect(sheetContent.transitionCoordinator === swipe.transitionCoordinator)
        swipe.cancel()
        #expect(log.take() == ["Filters.viewWillAppear", "Filters.viewDidAppear"])
        let second = try presentation.beginInteractiveDismissal().get()
        second.finish()
        #expect(log.take() == ["Filters.viewWillDisappear", "Filters.viewDidDisappear"])
        #expect(content.appearanceState == .appeared)
        #expect(nav.presentedViewController == nil)
        _ = window
    }

    @Test func modalInPresentationBlocksTheSwipeFromBeginning() throws {
        let log = EventLog()
        let (root, sheet, delegate, presentation, window) = try makeSheet(log)
        sheet.isModalInPresentation = true
        #expect(throws: ScreensError.blockedByModalInPresentation) { try presentation.beginInteractiveDismissal().get() }
        #expect(log.take() == ["didAttemptToDismiss"])
        #expect(presentation.interactiveDismissalTransition == nil)
        #expect(sheet.transitionCoordinator == nil)
        #expect(root.presentedViewController === sheet && sheet.appearanceState == .appeared)
        _ = (delegate, window)
    }

    @Test func aVisibleChildThatIsModalInPresentationBlocksTheSwipe() throws {
        let root = ViewController()
        let top = ViewController()
        top.isModalInPresentation = true
        let nav = NavigationController(rootViewController: top)
        root.present(nav, animated: false)
        nav.loadViewIfNeeded()
        let presentation = try #require(nav.presentationController)
        #expect(throws: ScreensError.blockedByModalInPresentation) { try presentation.beginInteractiveDismissal().get() }
    }

    @Test func theDelegateCanRefuseTheSwipe() throws {
        let log = EventLog()
        let (root, sheet, delegate, presentation, window) = try makeSheet(log)
        delegate.allowDismiss = false
        #expect(throws: ScreensError.dismissalRefusedByDelegate) { try presentation.beginInteractiveDismissal().get() }
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet && !sheet.isBeingDismissed)
        _ = window
    }

    @Test func fullScreenUnpresentedAndCoveredSheetsAreNotSwipeable() throws {
        let root = ViewController()
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(throws: ScreensError.notSwipeable) { try cover.presentationController?.beginInteractiveDismissal().get() }
        let loose = try #require(ViewController().presentationController)
        #expect(throws: ScreensError.notSwipeable) { try loose.beginInteractiveDismissal().get() }

        let other = ViewController()
        let lower = ViewController()
        let upper = ViewController()
        other.present(lower, animated: false)
        other.present(upper, animated: false)
        #expect(lower.presentedViewController === upper)
        #expect(throws: ScreensError.notSwipeable) { try lower.presentationController?.beginInteractiveDismissal().get() }
        let swipe = try #require(try upper.presentationController?.beginInteractiveDismissal().get())
        swipe.finish()
        #expect(lower.presentedViewController == nil && other.presentedViewController === lower)
    }

    @Test func dismissingFromCodeWhileHeldCancelsTheSwipeFirst() throws {
        let log = EventLog()
        let (root, sheet, delegate, presentation, window) = try makeSheet(log)
        let swipe = try presentation.beginInteractiveDismissal().get()
        _ = log.take()
        var completion = false
        #expect(root.dismiss(animated: true) { completion = true })
        #expect(completion)
        #expect(log.take() == ["S.viewWillAppear", "S.viewDidAppear", "S.viewWillDisappear", "S.viewDidDisappear"])
        #expect(swipe.state == .cancelled)
        #expect(swipe.transitionCoordinator.isCancelled)
        #expect(root.presentedViewController == nil)
        #expect(presentation.interactiveDismissalTransition == nil)
        #expect(sheet.appearanceState == .disappeared && !sheet.isBeingDismissed)
        _ = (delegate, window)
    }

    @Test func offScreenTheSwipeChangesTheModelWithoutAppearanceCallbacks() throws {
        let log = EventLog()
        let root = RecordingViewController("A", log: log)
        let sheet = RecordingViewController("S", log: log)
        root.present(sheet, animated: false)
        _ = log.take()
        let swipe = try #require(try sheet.presentationController?.beginInteractiveDismissal().get())
        swipe.finish()
        #expect(log.take().isEmpty)
        #expect(root.presentedViewController == nil)
    }

    @Test func theOneShotSwipeStillDismissesAStackOfSheets() throws {
        let root = ViewController()
        let window = showInWindow(root)
        let lower = ViewController()
        let upper = ViewController()
        root.present(lower, animated: false)
        root.present(upper, animated: false)
        #expect(lower.presentationController?.userSwipeToDismiss() == .dismissed)
        #expect(root.presentedViewController == nil)
        #expect(upper.appearanceState == .disappeared)
        _ = window
    }

    @Test func aFinishedSwipeReleasesTheSheet() throws {
        let root = ViewController()
        let window = showInWindow(root)
        weak var weakSheet: ViewController?
        do {
            let sheet = ViewController()
            weakSheet = sheet
            root.present(sheet, animated: true)
            let swipe = try #require(try sheet.presentationController?.beginInteractiveDismissal().get())
            swipe.finish()
        }
        #expect(weakSheet == nil)
        _ = window
    }
}
