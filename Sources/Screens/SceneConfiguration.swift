public import Foundation

/// How to build a scene for a session: a name and the factory of its scene delegate (where UIKit
/// takes a delegate class, this takes a closure, so the composition root can inject dependencies).
@MainActor
public struct SceneConfiguration {
    /// The configuration's name, for the application delegate's own use.
    public var name: String?
    /// The role of the sessions this configuration is for.
    public var role: SceneSession.Role
    /// Creates the scene's delegate when the scene connects; the scene holds it strongly.
    public var makeDelegate: (@MainActor () -> any SceneDelegate)?

    /// Creates a configuration.
    public init(
        name: String?,
        sessionRole: SceneSession.Role,
        makeDelegate: (@MainActor () -> any SceneDelegate)? = nil
    ) {
        self.name = name
        self.role = sessionRole
        self.makeDelegate = makeDelegate
    }
}

/// What the system passes when a scene connects: URLs to open and user info from the request.
public struct SceneConnectionOptions: Sendable {
    /// URLs the scene was asked to open (deep links).
    public var urls: [URL]
    /// Information the request carried.
    public var userInfo: [String: String]

    /// Creates connection options.
    public init(urls: [URL] = [], userInfo: [String: String] = [:]) {
        self.urls = urls
        self.userInfo = userInfo
    }
}
