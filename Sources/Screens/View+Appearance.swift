/// How moving views in and out of a visible hierarchy drives view controllers' appearance, as
/// UIKit does when a view enters or leaves a window.
extension View {
    /// The appearance state of the hierarchy this view is in: that of the nearest view controller
    /// above it (this view included), or of the window at its root (appeared when not hidden).
    var hierarchyAppearance: AppearanceState {
        var current: View? = self
        while let view = current {
            if let controller = view.owningViewController { return controller.appearanceState }
            if let window = view as? Window { return window.isHidden ? .disappeared : .appeared }
            current = view.superview
        }
        return .disappeared
    }

    /// Sends appearance to the controllers in this subtree that are not yet on screen, when the new
    /// hierarchy is on screen. Controllers a container is already transitioning are left alone.
    func hierarchyDidAttach() {
        guard let context = superview?.hierarchyAppearance,
            context == .appeared || context == .appearing
        else { return }
        forEachOwnedController { controller in
            guard controller.appearanceState == .disappeared else { return }
            controller.beginAppearanceTransition(true, animated: false)
            if context == .appeared { controller.endAppearanceTransition() }
        }
    }

    /// Sends disappearance to the controllers in this subtree that were on screen.
    func hierarchyDidDetach() {
        forEachOwnedController { controller in
            guard controller.appearanceState == .appeared || controller.appearanceState == .appearing else {
                return
            }
            controller.beginAppearanceTransition(false, animated: false)
            controller.endAppearanceTransition()
        }
    }

    private func forEachOwnedController(_ body: (ViewController) -> Void) {
        if let controller = owningViewController { body(controller) }
        for subview in subviews { subview.forEachOwnedController(body) }
    }
}
