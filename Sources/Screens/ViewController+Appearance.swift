/// The appearance cycle: containers call these to drive `viewWillAppear` ... `viewDidDisappear`,
/// and each controller forwards them to the children whose views are inside its own view.
///
/// A callback runs only when the state really changes, so a controller never hears
/// `viewWillAppear` twice in a row. Forwarding goes parent first, then children in order.
extension ViewController {
    /// Starts an appearance (`true`) or disappearance (`false`) transition: calls
    /// `viewWillAppear`/`viewWillDisappear` when the state changes, then forwards to visible children.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            storedView?.clearListSelections(appearingIn: self)
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenInViewHierarchy {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun by `beginAppearanceTransition`: calls `viewDidAppear` or
    /// `viewDidDisappear`, then forwards to every child that is itself mid-transition.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            break
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// The children whose root views are inside this controller's root view.
    var childrenInViewHierarchy: [ViewController] {
        guard let root = storedView else { return [] }
        return children.filter { child in
            guard let childView = child.storedView else { return false }
            return childView.isDescendant(of: root)
        }
    }

    /// Runs the callbacks of a transition from `from` to `to`, in UIKit's order: `from` will
    /// disappear, `to` will appear, then `between` (e.g. swapping views), `from` did disappear,
    /// `to` did appear.
    func transitionAppearance(
        from: ViewController?,
        to: ViewController?,
        animated: Bool,
        between: () -> Void = {}
    ) {
        from?.beginAppearanceTransition(false, animated: animated)
        to?.beginAppearanceTransition(true, animated: animated)
        between()
        from?.endAppearanceTransition()
        to?.endAppearanceTransition()
    }
}
