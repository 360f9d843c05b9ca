/// The application's delegate: launches the app and configures its scenes. To be on the responder
/// chain after the application, make the delegate a `Responder` subclass (as UIKit's is).
/// Every method has a default.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The application finished launching; return `false` if it cannot run.
    func application(_ application: Application, didFinishLaunchingWithOptions options: [String: String]) -> Bool
    /// Chooses the configuration (and so the scene delegate) for a connecting session.
    func application(
        _ application: Application,
        configurationForConnecting session: SceneSession,
        options: SceneConnectionOptions
    ) -> SceneConfiguration
    /// The user (or the system) discarded these sessions; drop any state kept for them.
    func application(_ application: Application, didDiscardSceneSessions sessions: [SceneSession])
}

extension ApplicationDelegate {
    /// Returns `true`.
    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: String]) -> Bool {
        true
    }
    /// Returns a configuration with no scene delegate.
    public func application(
        _ application: Application,
        configurationForConnecting session: SceneSession,
        options: SceneConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "Default Configuration", sessionRole: session.role)
    }
    /// Does nothing.
    public func application(_ application: Application, didDiscardSceneSessions sessions: [SceneSession]) {}
}
