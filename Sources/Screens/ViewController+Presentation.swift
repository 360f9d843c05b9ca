/// Modal presentation: `present` and `dismiss` with UIKit's semantics, completing synchronously.
///
/// Appearance: a full-screen presentation makes the presenting context (the top of the presenter's
/// parent chain) disappear and come back on dismissal; a sheet leaves it on screen. Callbacks run
/// only when the presenter is on screen; the model (who presents whom) changes either way.
extension ViewController {
    /// The controller this one presented, if any.
    public var presentedViewController: ViewController? { presentedStorage }

    /// The controller that presented this one or, as in UIKit, the nearest ancestor's presenter.
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The presentation controller used when this controller is presented; a child answers its
    /// ancestor's. Set its `delegate` before presenting to hear the user swipe a sheet away.
    public var presentationController: PresentationController? {
        if let parent { return parent.presentationController }
        if let presentationControllerStorage { return presentationControllerStorage }
        let created = PresentationController(presentedViewController: self)
        presentationControllerStorage = created
        return created
    }

    /// Presents `viewController` modally, then calls `completion` (synchronously).
    ///
    /// If this controller's context already shows a presented controller, `viewController` is
    /// presented from the top-most presented one (UIKit would log and do nothing); its
    /// `presentingViewController` tells which. Fails, changing nothing and not calling
    /// `completion`, with `.alreadyPresented` if it is already presented, `.hasParent` if it is a
    /// child, `.isWindowRoot` if it is a window's root, `.wouldCreateCycle` if it is this
    /// controller or one that (indirectly) contains or presents it, `.interactiveTransitionInProgress`
    /// while the user holds a swipe to dismiss the controller it would be presented from.
    @discardableResult
    public func present(
        _ viewController: ViewController,
        animated: Bool,
        completion: (() -> Void)? = nil
    ) -> Result<Void, ScreensError> {
        let host = topMostPresentationHost
        if host.isDescendant(of: viewController) { return .failure(.wouldCreateCycle) }
        if host.presentedAncestorOrSelf?.heldInteractiveDismissal != nil {
            return .failure(.interactiveTransitionInProgress)
        }
        if viewController.presentingStorage != nil { return .failure(.alreadyPresented) }
        if viewController.parent != nil { return .failure(.hasParent) }
        if viewController.viewIfLoaded?.superview is Window { return .failure(.isWindowRoot) }

        let controller =
            viewController.presentationControllerStorage
            ?? PresentationController(presentedViewController: viewController)
        viewController.presentationControllerStorage = controller
        controller.presentingViewController = host
        host.presentedStorage = viewController
        viewController.presentingStorage = host
        let covered = viewController.modalPresentationStyle.resolved == .fullScreen ? host.rootAncestor : nil
        controller.coveredViewController = covered

        viewController.isBeingPresented = true
        viewController.loadViewIfNeeded()
        viewController.windowNeedsDisplay()
        if host.appearanceState == .appeared {
            transitionAppearance(from: covered, to: viewController, animated: animated)
        }
        viewController.isBeingPresented = false
        completion?()
        return .success(())
    }

    /// Dismisses the controller this one presented (and everything above it); if it presents
    /// nothing, dismisses the presented controller it is (or is inside of). Calls `completion`
    /// synchronously in every case. Returns `false` when there was nothing to dismiss. A swipe to
    /// dismiss that the user holds on one of them is cancelled first (its coordinator says so).
    @discardableResult
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        let target: ViewController? = presentedStorage ?? presentedAncestorOrSelf
        guard let target else {
            completion?()
            return false
        }
        target.performDismissal(animated: animated)
        completion?()
        return true
    }

    /// Takes this presented controller, and every controller presented above it, off screen.
    func performDismissal(animated: Bool) {
        guard presentingStorage != nil else { return }
        var stack: [ViewController] = [self]
        while let above = stack[stack.count - 1].visiblePresentedViewController { stack.append(above) }
        for controller in stack { controller.heldInteractiveDismissal?.cancel() }
        let covered = presentationControllerStorage?.coveredViewController
        let onScreen = stack.contains { $0.appearanceState == .appeared || $0.appearanceState == .appearing }

        let window = viewIfLoaded?.window
        for controller in stack { controller.isBeingDismissed = true }
        if onScreen {
            for controller in stack.reversed() { controller.beginAppearanceTransition(false, animated: animated) }
            covered?.beginAppearanceTransition(true, animated: animated)
        }
        for controller in stack.reversed() { controller.detachFromPresentation() }
        if onScreen {
            for controller in stack.reversed() { controller.endAppearanceTransition() }
            covered?.endAppearanceTransition()
        }
        for controller in stack { controller.isBeingDismissed = false }
        window?.setNeedsDisplay()
    }

    /// Unlinks this presented controller from its presenter and its presentation controller.
    func detachFromPresentation() {
        presentingStorage?.presentedStorage = nil
        presentingStorage = nil
        presentationControllerStorage?.presentingViewController = nil
        presentationControllerStorage?.coveredViewController = nil
    }

    /// The swipe to dismiss the user holds on this presented controller, if any.
    var heldInteractiveDismissal: InteractiveDismissalTransition? {
        presentingStorage == nil ? nil : presentationControllerStorage?.interactiveDismissal
    }

    /// The nearest controller, this one or up the parent chain, that is presented.
    var presentedAncestorOrSelf: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if controller.presentingStorage != nil { return controller }
            current = controller.parent
        }
        return nil
    }

    /// The controller presented by this one or by one of its visible descendants.
    var visiblePresentedViewController: ViewController? {
        if let presentedStorage { return presentedStorage }
        for child in childrenInViewHierarchy {
            if let presented = child.visiblePresentedViewController { return presented }
        }
        return nil
    }

    /// Where a new presentation goes: this controller, unless its context already shows presented
    /// controllers; then the top-most of them.
    var topMostPresentationHost: ViewController {
        var base = rootAncestor
        while let presenter = base.presentingStorage { base = presenter.rootAncestor }
        var top: ViewController = self
        var candidate = base
        while let presented = candidate.visiblePresentedViewController {
            candidate = presented
            top = presented
        }
        while let presented = top.presentedStorage { top = presented }
        return top
    }

    /// Whether this controller or any child on screen inside it is modal in presentation.
    var isModalInPresentationIncludingVisibleChildren: Bool {
        isModalInPresentation || childrenInViewHierarchy.contains { $0.isModalInPresentationIncludingVisibleChildren }
    }
}
