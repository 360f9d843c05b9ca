/// A swipe to dismiss a sheet that the user is performing, held open until `finish()` or
/// `cancel()`, like `InteractivePopTransition`. Create one with
/// `PresentationController.beginInteractiveDismissal()`.
///
/// On begin: delegate `presentationControllerWillDismiss`, the sheet `viewWillDisappear`. The
/// presenter of a sheet never left the screen, so, as in UIKit, it hears no appearance callback.
/// While held, the sheet is still presented (`presentedViewController`, the window's
/// `presentationStack`), `isBeingDismissed` is true, and its `transitionCoordinator` (also the
/// presenter's) is this transition's.
/// On finish: interaction handlers (not cancelled), the sheet leaves the presentation, its
/// `viewDidDisappear`, delegate `presentationControllerDidDismiss`, completion handlers.
/// On cancel (UIKit's order): interaction handlers (cancelled), the sheet `viewWillAppear` and
/// `viewDidAppear`, completion handlers; the sheet stays presented and the delegate hears nothing more.
@MainActor
public final class InteractiveDismissalTransition: InteractiveTransition {
    private weak var presentationController: PresentationController?

    init(presentationController: PresentationController, coordinator: TransitionCoordinator, managesAppearance: Bool) {
        self.presentationController = presentationController
        super.init(coordinator: coordinator, managesAppearance: managesAppearance)
    }

    override func complete() {
        presentationController?.completeInteractiveDismissal(self)
    }

    override func undo() {
        presentationController?.cancelInteractiveDismissal(self)
    }
}
