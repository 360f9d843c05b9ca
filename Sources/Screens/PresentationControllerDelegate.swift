/// Hears about a presented controller being dismissed **by the user** (swiped away).
/// Programmatic dismissals do not call these methods, as in UIKit.
@MainActor
public protocol PresentationControllerDelegate: AnyObject {
    /// Asked before a user swipe dismisses the sheet; return `false` to keep it (then
    /// `presentationControllerDidAttemptToDismiss` is called).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user swipe is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to swipe the sheet away but it stayed (modal in presentation, or refused).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension PresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
