import Logging
import Screens

/// The root of the whole coordinator tree: one per application, with a scene's root coordinator
/// per open scene as its children.
///
/// It is where the app sets its dependencies: `setDependency(_:)` here reaches every open scene and
/// everything in it, and a scene connected later starts with the current value. The composition
/// root (the application delegate) owns it.
///
/// It owns dependencies, not messages: it is on no message's route. A scene's root coordinator
/// continues to its scene delegate, the window, the scene, the application and the application
/// delegate, in a test as in the program. An app-wide handler (for a message no scene answers)
/// goes on the application delegate, the chain's last responder; a handler that needs the app's
/// store goes on a coordinator in the scene, which reads the store as a dependency. A handler
/// registered here could never be reached, so `start()` and `connect(_:)` log each one at error
/// level (logger label `layers.coordinators`).
@MainActor
open class ApplicationCoordinator: AnyCoordinator {
    private var reportedHandlers: Set<String> = []

    /// Creates the application's coordinator; call `start()` before connecting scenes.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// The coordinators of the open scenes, in connection order.
    public var sceneCoordinators: [AnyCoordinator] { children }

    /// Starts the coordinator, and reports any handler registered on it (no message reaches it).
    open override func start() {
        super.start()
        reportUnreachableHandlers()
    }

    /// Starts `sceneCoordinator` as the root coordinator of a newly connected scene; it gets the
    /// current dependencies before it starts. Its messages go on to its scene, never here.
    public func connect(_ sceneCoordinator: AnyCoordinator) {
        reportUnreachableHandlers()
        startChild(sceneCoordinator)
    }

    /// Stops the coordinator of a scene that disconnected; it and its tree are released.
    public func disconnect(_ sceneCoordinator: AnyCoordinator) {
        stopChild(sceneCoordinator)
    }

    /// Logs, once per message type, a handler registered here: no message's route passes this
    /// coordinator, so the handler would never run and its button would do nothing.
    private func reportUnreachableHandlers() {
        for name in messageHandlers.handledMessageNames where !reportedHandlers.contains(name) {
            reportedHandlers.insert(name)
            Logger(label: "layers.coordinators").error(
                "A handler on the application coordinator is on no message's route and never runs",
                metadata: [
                    "coordinator": "\(ResponderName(self))", "message": "\(name)",
                    "fix": "handle it on a coordinator of the scene (which reads the app's store) or on the application delegate",
                ])
        }
    }
}
