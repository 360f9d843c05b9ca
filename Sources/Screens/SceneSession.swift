import Foundation

/// A scene's lasting identity: it outlives the scene's connection, so a disconnected scene can be
/// reconnected (or restored on relaunch) with its identifier and user info.
@MainActor
public final class SceneSession {
    /// What kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A scene with windows showing the app's main interface.
        public static let windowApplication = Role(rawValue: "windowApplication")
    }

    /// A unique identifier that stays the same for the session's whole life (across relaunches).
    public let persistentIdentifier: String
    /// The kind of scene.
    public let role: Role
    /// Information to restore the scene's state, kept with the session.
    public var userInfo: [String: Any]?
    /// The scene connected to this session, if any.
    public internal(set) weak var scene: Scene?
    /// The configuration the application delegate chose when the scene last connected.
    public internal(set) var configuration: SceneConfiguration

    init(persistentIdentifier: String, role: Role, userInfo: [String: Any]?) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.userInfo = userInfo
        self.configuration = SceneConfiguration(name: nil, sessionRole: role)
    }
}
