public import Foundation

/// One instance of the app's interface (a window scene): its session, its delegate and its
/// windows. Its next responder is the application.
@MainActor
open class Scene: Responder {
    /// Where a scene is in its life.
    public enum ActivationState: Sendable, Equatable {
        /// Not connected.
        case unattached
        /// In the foreground, receiving events.
        case foregroundActive
        /// In the foreground, not receiving events.
        case foregroundInactive
        /// In the background.
        case background
    }

    /// The session this scene represents.
    public let session: SceneSession
    /// The application the scene belongs to.
    public internal(set) weak var application: Application?
    /// The scene's delegate, held strongly (as UIKit does, since the scene creates it).
    public var delegate: (any SceneDelegate)?
    /// The windows of this scene, in the order they were attached.
    public internal(set) var windows: [Window] = []
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene, e.g. for a window switcher.
    public var title: String?

    init(session: SceneSession, application: Application) {
        self.session = session
        self.application = application
        super.init()
    }

    /// The scene's key window, if any.
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

    /// UIKit's rule: a scene's next responder is the application.
    open override var next: Responder? { application }

    /// Simulates the system moving the scene to the background (resign active, enter background).
    public func enterBackground() {
        guard activationState == .foregroundActive || activationState == .foregroundInactive else { return }
        if activationState == .foregroundActive { delegate?.sceneWillResignActive(self) }
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
    }

    /// Simulates the system bringing the scene to the foreground and making it active.
    public func becomeActive() {
        guard activationState == .background || activationState == .foregroundInactive else { return }
        if activationState == .background { delegate?.sceneWillEnterForeground(self) }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
    }

    /// Simulates the system asking the connected scene to open `urls` (deep links).
    public func open(_ urls: [URL]) {
        delegate?.scene(self, openURLs: urls)
    }
}
