public import Screens

extension AnyCoordinator {
    /// Makes this coordinator a scene's root: puts its screens (`outerViewController`) in `window`
    /// and makes it key and visible, so the root has appeared when this returns; then, unless
    /// `upstreamResponder` was already set, continues the coordinating chain at the window's scene
    /// delegate when that is a `Responder`, else at the window.
    ///
    /// The chain it wires is the one every scene has, in a test as in the program:
    ///
    /// ```
    /// scene's root coordinator ─► scene delegate ─► window ─► scene ─► application ─► application delegate
    /// ```
    ///
    /// A `CoordinatingSceneDelegate` leads on to its window (set here if it has none), so an
    /// app-wide handler on the application delegate answers what no scene does. A scene delegate of
    /// another kind must lead on itself (its `next`), or the chain ends there. The
    /// `ApplicationCoordinator` the scene's root is then connected to is its parent for dependencies
    /// and lifecycle only, never on the chain. `CoordinatingApplicationDelegate` calls this for you.
    public func install(in window: Window) {
        self.window = window
        window.rootViewController = outerViewController
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
