public import Screens

/// The scene's root: shows exactly one child at a time, the screen or container of the stage the
/// app is in (loading, sign-in, database, fatal error, the main tab bar).
@MainActor
public final class StageViewController: ViewController {
    /// The child shown now.
    public private(set) var current: ViewController?

    /// An empty stage.
    public override init() {
        super.init()
    }

    /// Replaces the child shown with `child`, with UIKit's containment calls. Adopt `child` (make a
    /// coordinator its owner) before calling this: it loads the child's view. A child that cannot
    /// be added (the stage itself or an ancestor, or a presented controller) is thrown back with the
    /// stage left empty, for the caller to say so.
    public func show(_ child: ViewController) throws(ScreensError) {
        guard child !== current else { return }
        if let old = current {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        current = nil
        try addChild(child).get()
        view.addSubview(child.view)
        child.didMove(toParent: self)
        current = child
    }
}
