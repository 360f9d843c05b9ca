public import Foundation

/// Sets up and tears down one scene's user interface. Every method has a no-op default.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// The scene is connecting: create its window(s) here and make one key and visible.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions)
    /// The scene was disconnected; its session stays open and can reconnect later.
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene became active (in the foreground, receiving events).
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: Scene)
    /// The scene was asked to open `urls` while connected.
    func scene(_ scene: Scene, openURLs urls: [URL])
}

extension SceneDelegate {
    /// Does nothing.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: Scene) {}
    /// Does nothing.
    public func scene(_ scene: Scene, openURLs urls: [URL]) {}
}
