public import Screens

/// The coordinator at the top of one scene: it owns the window's root view controller.
///
/// On the coordinating chain it continues to `upstreamResponder` (set it to the scene delegate or
/// the window, which leads on to the application) rather than to the application coordinator that
/// started it; the application coordinator is its parent only for lifecycle and dependencies.
@MainActor
open class SceneCoordinator<Root: ViewController>: Coordinator<Root> {
    /// Creates the coordinator of a scene whose window will show `rootViewController`.
    public override init(rootViewController: Root, identifier: String? = nil) {
        super.init(rootViewController: rootViewController, identifier: identifier)
    }

    /// The scene's responders (scene delegate, window, application), or the parent if none was set.
    open override var coordinatingResponder: Responder? {
        upstreamResponder ?? parent
    }

    /// Puts the root view controller in `window`, makes it key and visible, and continues the
    /// coordinating chain at the window unless `upstreamResponder` was already set.
    public func install(in window: Window) {
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        if upstreamResponder == nil { upstreamResponder = window }
    }
}
