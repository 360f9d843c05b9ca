/// Where a view controller is in its appearance cycle, as driven by the appearance callbacks.
public enum AppearanceState: Sendable, Equatable {
    /// Off screen; `viewDidDisappear` ran last, or it never appeared.
    case disappeared
    /// `viewWillAppear` ran and `viewDidAppear` has not yet.
    case appearing
    /// On screen; `viewDidAppear` ran last.
    case appeared
    /// `viewWillDisappear` ran and `viewDidDisappear` has not yet.
    case disappearing
}
