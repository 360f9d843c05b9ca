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
public final class InteractiveDismissalTransition {
    /// Where the interaction is.
    public enum State: Sendable, Equatable {
        /// The user is still dragging.
        case running
        /// The sheet was dismissed.
        case finished
        /// The user let go and the sheet went back up.
        case cancelled
    }

    /// How far the user dragged the sheet down, from 0 to 1.
    public private(set) var progress: Double = 0
    /// Where the interaction is.
    public private(set) var state: State = .running
    /// The coordinator of this transition (the sheet's and its presenter's while it runs).
    public let transitionCoordinator: TransitionCoordinator
    let managesAppearance: Bool
    private weak var presentationController: PresentationController?

    init(presentationController: PresentationController, coordinator: TransitionCoordinator, managesAppearance: Bool) {
        self.presentationController = presentationController
        self.transitionCoordinator = coordinator
        self.managesAppearance = managesAppearance
    }

    /// Moves the drag to `progress` (clamped to 0...1). Does nothing once finished or cancelled.
    public func update(_ progress: Double) {
        guard state == .running else { return }
        self.progress = min(max(progress, 0), 1)
    }

    /// The user let go past the threshold: the sheet is dismissed. Does nothing unless running.
    public func finish() {
        guard state == .running else { return }
        state = .finished
        progress = 1
        presentationController?.completeInteractiveDismissal(self)
    }

    /// The user let go before the threshold: the sheet stays. Does nothing unless running.
    public func cancel() {
        guard state == .running else { return }
        state = .cancelled
        presentationController?.cancelInteractiveDismissal(self)
    }
}
