/// The interactive swipe to dismiss a sheet, held open by a test or a renderer until finished or
/// cancelled, like the navigation controller's interactive pop.
extension PresentationController {
    /// Starts the user's swipe down on the presented sheet and returns it, held at progress 0 (see
    /// `InteractiveDismissalTransition` for the callbacks and their order).
    ///
    /// Fails, and nothing starts, with `.interactiveTransitionInProgress` while another swipe of
    /// this sheet is held; `.notSwipeable` when the controller is not presented as a sheet, is an
    /// alert, or presents another controller (the user can drag only the top one);
    /// `.blockedByModalInPresentation` when it (or a visible child) is modal in presentation; and
    /// `.dismissalRefusedByDelegate` when the delegate's `presentationControllerShouldDismiss`
    /// returns `false`. In the last two cases the delegate hears `presentationControllerDidAttemptToDismiss`.
    /// While the swipe is held, presenting over the sheet fails with `.interactiveTransitionInProgress`,
    /// and dismissing it from code first cancels the swipe.
    public func beginInteractiveDismissal() -> Result<InteractiveDismissalTransition, ScreensError> {
        if interactiveDismissal != nil { return .failure(.interactiveTransitionInProgress) }
        if presentedViewController?.visiblePresentedViewController != nil { return .failure(.notSwipeable) }
        let presented: ViewController
        switch swipeTarget() {
        case .success(let target): presented = target
        case .failure(let refusal): return .failure(refusal)
        }
        let coordinator = TransitionCoordinator(
            from: presented, to: presentingViewController, animated: true, interactive: true,
            initiator: .interactiveGesture
        )
        let managed = presented.appearanceState == .appeared || presented.appearanceState == .appearing
        let transition = InteractiveDismissalTransition(
            presentationController: self, coordinator: coordinator, managesAppearance: managed
        )
        interactiveDismissal = transition
        presented.isBeingDismissed = true
        delegate?.presentationControllerWillDismiss(self)
        if managed { presented.beginAppearanceTransition(false, animated: true) }
        return .success(transition)
    }

    func completeInteractiveDismissal(_ transition: InteractiveDismissalTransition) {
        guard interactiveDismissal === transition else { return }
        let coordinator = transition.transitionCoordinator
        coordinator.endInteraction(cancelled: false)
        interactiveDismissal = nil
        if let presented = presentedViewController {
            presented.detachFromPresentation()
            if transition.managesAppearance { presented.endAppearanceTransition() }
            presented.isBeingDismissed = false
        }
        delegate?.presentationControllerDidDismiss(self)
        coordinator.complete()
    }

    func cancelInteractiveDismissal(_ transition: InteractiveDismissalTransition) {
        guard interactiveDismissal === transition else { return }
        let coordinator = transition.transitionCoordinator
        coordinator.endInteraction(cancelled: true)
        if let presented = presentedViewController, transition.managesAppearance {
            if presented.presentingViewController?.appearanceState == .appeared {
                presented.beginAppearanceTransition(true, animated: true)
            }
            presented.endAppearanceTransition()
        }
        presentedViewController?.isBeingDismissed = false
        interactiveDismissal = nil
        coordinator.complete()
    }
}
