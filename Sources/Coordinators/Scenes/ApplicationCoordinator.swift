import Screens

/// The root of the whole coordinator tree: one per application, with a scene coordinator per open
/// scene as its children.
///
/// It is where the app sets its dependencies: `setDependency(_:)` here reaches every open scene and
/// everything in it, and a scene connected later starts with the current value. The composition
/// root (the application delegate) owns it.
///
/// It is not on the messages' chain: a scene coordinator continues to its scene delegate, the
/// window, the scene, the application and the application delegate. An app-wide handler (for a
/// message no scene answers) lives on the application delegate, the chain's last responder.
@MainActor
open class ApplicationCoordinator: AnyCoordinator {
    /// Creates the application's coordinator; call `start()` before connecting scenes.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// The coordinators of the open scenes, in connection order.
    public var sceneCoordinators: [AnyCoordinator] { children }

    /// Starts `sceneCoordinator` as the coordinator of a newly connected scene; it gets the current
    /// dependencies before it starts.
    public func connect(_ sceneCoordinator: AnyCoordinator) {
        startChild(sceneCoordinator)
    }

    /// Stops the coordinator of a scene that disconnected; it and its tree are released.
    public func disconnect(_ sceneCoordinator: AnyCoordinator) {
        stopChild(sceneCoordinator)
    }
}
