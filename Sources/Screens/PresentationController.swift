/// Manages one controller's modal presentation (one per controller, reused across presentations)
/// and lets the user swipe a sheet away, in one go (`userSwipeToDismiss()`) or held mid-way
/// (`beginInteractiveDismissal()`).
@MainActor
public final class PresentationController {
    /// The controller this object presents.
    public private(set) weak var presentedViewController: ViewController?
    /// The controller that presented it, while it is presented.
    public internal(set) weak var presentingViewController: ViewController?
    /// Hears user-initiated dismissals.
    public weak var delegate: (any PresentationControllerDelegate)?
    /// The controller (a presentation context root) that disappeared under a full-screen
    /// presentation, to bring back on dismissal.
    weak var coveredViewController: ViewController?
    /// The swipe the user is holding mid-way, if any.
    var interactiveDismissal: InteractiveDismissalTransition?

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The swipe to dismiss the user is holding mid-way, if any.
    public var interactiveDismissalTransition: InteractiveDismissalTransition? { interactiveDismissal }

    /// Whether a swipe would be let through to dismiss the presented sheet now: it is presented as
    /// a sheet and neither it nor a child on screen is modal in presentation (the delegate is not
    /// asked). A renderer shows "close" only then.
    public var isSwipeable: Bool {
        guard let presented = presentedViewController, presented.presentingStorage != nil,
            presented.modalPresentationStyle.resolved == .sheet, !(presented is AlertController)
        else { return false }
        return !presented.isModalInPresentationIncludingVisibleChildren
    }

    /// What happened to a user's attempt to swipe a presented controller away.
    public enum SwipeOutcome: Sendable, Equatable {
        /// The controller was dismissed.
        case dismissed
        /// `isModalInPresentation` (on the presented controller or a visible child) kept it.
        case blockedByModalInPresentation
        /// The delegate's `presentationControllerShouldDismiss` returned `false`.
        case refusedByDelegate
        /// The controller is not presented as a sheet (or is an alert, or a swipe of it is already
        /// held), so there is nothing to swipe.
        case notSwipeable
    }

    /// Simulates the user swiping the presented sheet down to dismiss it, in one go.
    ///
    /// A sheet that is modal in presentation (or whose delegate refuses) stays, and the delegate
    /// hears `presentationControllerDidAttemptToDismiss`. Otherwise the delegate hears
    /// `presentationControllerWillDismiss`, the controller and what it presents are dismissed, and
    /// the delegate hears `presentationControllerDidDismiss`. Full-screen presentations and alerts
    /// are not swipeable.
    @discardableResult
    public func userSwipeToDismiss() -> SwipeOutcome {
        guard interactiveDismissal == nil else { return .notSwipeable }
        let presented: ViewController
        switch swipeTarget() {
        case .success(let target): presented = target
        case .failure(.blockedByModalInPresentation): return .blockedByModalInPresentation
        case .failure(.dismissalRefusedByDelegate): return .refusedByDelegate
        case .failure: return .notSwipeable
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.performDismissal(animated: true)
        delegate?.presentationControllerDidDismiss(self)
        return .dismissed
    }

    /// The presented controller if the user may swipe it away now. When the sheet is kept (modal in
    /// presentation, or the delegate refuses), the delegate hears `presentationControllerDidAttemptToDismiss`.
    func swipeTarget() -> Result<ViewController, ScreensError> {
        guard let presented = presentedViewController, presented.presentingStorage != nil,
            presented.modalPresentationStyle.resolved == .sheet, !(presented is AlertController)
        else {
            return .failure(.notSwipeable)
        }
        if presented.isModalInPresentationIncludingVisibleChildren {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return .failure(.blockedByModalInPresentation)
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return .failure(.dismissalRefusedByDelegate)
        }
        return .success(presented)
    }
}
