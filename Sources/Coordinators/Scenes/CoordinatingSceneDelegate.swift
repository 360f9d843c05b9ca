public import Foundation
public import Screens

/// A scene delegate that takes its place on the coordinating chain: after the scene coordinator,
/// before the window.
///
/// `CoordinatingApplicationDelegate` gives every scene one, so most apps never write it. An app with
/// its own shell subclasses it, builds the window and the scene's root coordinator in
/// `scene(_:willConnectTo:options:)` and calls the coordinator's `install(in:)`; the chain is then
/// wired with nothing set by hand, and the delegate can answer messages itself (conform to
/// `MessageHandling`):
///
/// ```swift
/// final class ShopSceneDelegate: CoordinatingSceneDelegate {
///     override func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
///         let coordinator = ShopSceneCoordinator(identifier: session.persistentIdentifier)
///         coordinator.install(in: Window(windowScene: scene))   // the chain now runs through this delegate
///         applicationCoordinator.connect(coordinator)
///     }
/// }
/// ```
///
/// Its UIKit `next` stays `nil` (UIKit keeps scene delegates off the responder chain); only the
/// coordinating chain passes through it.
@MainActor
open class CoordinatingSceneDelegate: Responder, SceneDelegate {
    /// The scene's main window: where the coordinating chain continues. `AnyCoordinator.install(in:)`
    /// sets it when it is `nil`.
    public var window: Window?

    /// Creates a scene delegate with no window yet.
    public override init() {
        super.init()
    }

    /// The window, which leads on to the scene, the application and its delegate.
    open override var coordinatingResponder: Responder? { window }

    // The requirements are implemented here (doing nothing), so a subclass's overrides are the ones
    // the scene calls.

    /// The scene is connecting: build the window and the scene coordinator here. Does nothing by default.
    open func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {}
    /// The scene was disconnected: disconnect its coordinator here. Does nothing by default.
    open func sceneDidDisconnect(_ scene: Scene) {}
    /// The scene is about to come to the foreground. Does nothing by default.
    open func sceneWillEnterForeground(_ scene: Scene) {}
    /// The scene became active. Does nothing by default.
    open func sceneDidBecomeActive(_ scene: Scene) {}
    /// The scene is about to stop being active. Does nothing by default.
    open func sceneWillResignActive(_ scene: Scene) {}
    /// The scene went to the background. Does nothing by default.
    open func sceneDidEnterBackground(_ scene: Scene) {}
    /// The scene was asked to open `urls` (deep links). Does nothing by default.
    open func scene(_ scene: Scene, openURLs urls: [URL]) {}
}
