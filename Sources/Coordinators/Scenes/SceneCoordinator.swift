public import Screens

/// The coordinator at the top of one scene: it owns the window's root view controller.
///
/// On the coordinating chain it continues to `upstreamResponder` rather than to the application
/// coordinator that started it; the application coordinator is its parent only for lifecycle and
/// dependencies. `install(in:)` wires the chain the design describes, with nothing to set by hand:
///
/// ```
/// scene coordinator ─► scene delegate ─► window ─► scene ─► application ─► application delegate
/// ```
@MainActor
open class SceneCoordinator<Root: ViewController>: Coordinator<Root> {
    /// The window `install(in:)` put the root in, held weakly (the scene holds its windows).
    public private(set) weak var window: Window?

    /// Creates the coordinator of a scene whose window will show `rootViewController`.
    public override init(rootViewController: Root, identifier: String? = nil) {
        super.init(rootViewController: rootViewController, identifier: identifier)
    }

    /// The scene's responders (scene delegate, window, application), or the parent if none was set.
    open override var coordinatingResponder: Responder? {
        upstreamResponder ?? parent
    }

    /// Puts the root view controller in `window` and makes it key and visible, so the root has
    /// appeared when this returns; then, unless `upstreamResponder` was already set, continues the
    /// coordinating chain at the window's scene delegate when that is a `Responder`, else at the
    /// window.
    ///
    /// Call it from the scene delegate's `scene(_:willConnectTo:options:)`. A
    /// `CoordinatingSceneDelegate` leads on to its window (set here if it has none), then the scene,
    /// the application and the application delegate, so an app-wide handler on the application
    /// delegate answers what no scene does. A scene delegate of another kind must lead on itself
    /// (its `next`), or the chain ends there.
    public func install(in window: Window) {
        self.window = window
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        guard upstreamResponder == nil else { return }
        guard let delegate = window.windowScene?.delegate as? Responder else {
            upstreamResponder = window
            return
        }
        if let coordinating = delegate as? CoordinatingSceneDelegate, coordinating.window == nil {
            coordinating.window = window
        }
        upstreamResponder = delegate
    }
}
