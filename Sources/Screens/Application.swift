public import Foundation

/// The application: the end of the responder chain before its delegate, and the owner of scene
/// sessions and connected scenes. Create as many isolated applications as you like (no singleton).
@MainActor
open class Application: Responder {
    /// The application's delegate, held strongly: the application keeps it for its whole life, as
    /// `UIApplicationMain` keeps a UIKit app's, so `Application(delegate: MyDelegate())` is all it
    /// takes. A delegate gets the application in every callback; one that stores it keeps it weakly.
    public var delegate: (any ApplicationDelegate)?
    /// The scenes connected now, in connection order. The application holds them.
    public private(set) var connectedScenes: [Scene] = []
    /// Every open session, connected or not, in creation order.
    public private(set) var openSessions: [SceneSession] = []
    /// Whether `launch` has run.
    public private(set) var isLaunched = false
    private let makeSessionIdentifier: () -> String
    private var displayObservers = DisplayObservers()
    private var isScenesChangeScheduled = false

    /// Creates an application that keeps `delegate`. `makeSessionIdentifier` names new sessions
    /// (UUIDs by default; inject a counter for deterministic tests).
    public init(
        delegate: (any ApplicationDelegate)? = nil,
        makeSessionIdentifier: @escaping () -> String = { UUID().uuidString }
    ) {
        self.delegate = delegate
        self.makeSessionIdentifier = makeSessionIdentifier
        super.init()
    }

    /// UIKit's rule: the application's next responder is its delegate, when that is a responder.
    open override var next: Responder? { delegate as? Responder }

    /// Launches the application: calls the delegate's `didFinishLaunchingWithOptions` once.
    @discardableResult
    public func launch(options: [String: String] = [:]) -> Bool {
        guard !isLaunched else { return true }
        isLaunched = true
        return delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
    }

    /// Launches the application as the system launches an app with scenes: `launch(options:)`, then
    /// connects its first scene (a new session) with `urls` in the connection options (the links it
    /// was opened with). Returns the scene, or `nil` when the delegate refused to launch.
    ///
    /// ```swift
    /// let application = Application(delegate: AppDelegate())
    /// application.launchFirstScene(opening: [URL(string: "notes://note/3")!])
    /// ```
    @discardableResult
    public func launchFirstScene(opening urls: [URL] = [], options: [String: String] = [:]) -> Scene? {
        guard launch(options: options) else { return nil }
        return try? requestSceneSessionActivation(options: SceneConnectionOptions(urls: urls)).get()
    }

    /// Registers a session that existed in an earlier run (as the system does on relaunch) without
    /// connecting it. Returns the open session with that identifier if there already is one.
    @discardableResult
    public func restoreSession(
        persistentIdentifier: String,
        role: SceneSession.Role = .windowApplication,
        userInfo: [String: Any]? = nil
    ) -> SceneSession {
        if let existing = openSessions.first(where: { $0.persistentIdentifier == persistentIdentifier }) {
            return existing
        }
        let session = SceneSession(persistentIdentifier: persistentIdentifier, role: role, userInfo: userInfo)
        openSessions.append(session)
        return session
    }

    /// Connects a scene, as when the user opens a new window: for `session` (an open one, to
    /// reconnect it) or a new session. The delegate picks the configuration, the scene delegate is
    /// created and hears `willConnectTo`, then the scene becomes active.
    ///
    /// A session that is already connected returns its scene unchanged (and, with URLs in
    /// `options`, asks it to open them). Fails with `.unknownSession` for a discarded session.
    @discardableResult
    public func requestSceneSessionActivation(
        _ session: SceneSession? = nil,
        userInfo: [String: Any]? = nil,
        options: SceneConnectionOptions = SceneConnectionOptions()
    ) -> Result<Scene, ScreensError> {
        if let session, !openSessions.contains(where: { $0 === session }) { return .failure(.unknownSession) }
        if let scene = session?.scene {
            if !options.urls.isEmpty { scene.open(options.urls) }
            return .success(scene)
        }
        let target = session ?? restoreSession(persistentIdentifier: makeSessionIdentifier(), userInfo: userInfo)
        if let userInfo, session != nil { target.userInfo = userInfo }
        let configuration =
            delegate?.application(self, configurationForConnecting: target, options: options)
            ?? SceneConfiguration(name: "Default Configuration", sessionRole: target.role)
        target.configuration = configuration
        let scene = Scene(session: target, application: self)
        target.scene = scene
        connectedScenes.append(scene)
        scenesDidChange()
        scene.delegate = configuration.makeDelegate?()
        scene.activationState = .foregroundInactive
        scene.delegate?.scene(scene, willConnectTo: target, options: options)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.becomeActive()
        return .success(scene)
    }

    /// Disconnects `scene`, as the system does to reclaim memory: it resigns active, its delegate
    /// hears `sceneDidDisconnect`, its windows are hidden and released. Its session stays open.
    /// Returns `false`, doing nothing, when the scene is not connected to this application.
    @discardableResult
    public func disconnect(_ scene: Scene) -> Bool {
        guard let index = connectedScenes.firstIndex(where: { $0 === scene }) else { return false }
        scene.enterBackground()
        scene.delegate?.sceneDidDisconnect(scene)
        for window in scene.windows { window.isHidden = true }
        scene.windows = []
        scene.activationState = .unattached
        scene.session.scene = nil
        connectedScenes.remove(at: index)
        scenesDidChange()
        return true
    }

    /// Discards sessions, as when the user closes a window for good: connected ones are
    /// disconnected first, then the delegate hears `didDiscardSceneSessions`. Sessions that are not
    /// open are ignored.
    public func discardSessions(_ sessions: [SceneSession]) {
        let discarded = sessions.filter { session in openSessions.contains { $0 === session } }
        guard !discarded.isEmpty else { return }
        for session in discarded {
            if let scene = session.scene { disconnect(scene) }
            openSessions.removeAll { $0 === session }
        }
        delegate?.application(self, didDiscardSceneSessions: discarded)
    }

    /// Starts telling `observer`, once per main-actor turn, what changes in any window of any
    /// connected scene, and when scenes connect or disconnect (a change with no window): what a
    /// renderer that shows one of several windows (a terminal) observes. Held weakly.
    public func addDisplayObserver(_ observer: any DisplayObserver) {
        displayObservers.add(observer)
    }

    /// Stops telling `observer` about this application's windows.
    public func removeDisplayObserver(_ observer: any DisplayObserver) {
        displayObservers.remove(observer)
    }

    /// Hands a window's change on to the application's observers.
    func windowDidChangeDisplay(_ change: DisplayChange) {
        displayObservers.notify(change)
    }

    /// Tells the observers, after this turn, that the connected scenes changed.
    private func scenesDidChange() {
        guard !isScenesChangeScheduled else { return }
        isScenesChangeScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.isScenesChangeScheduled = false
            self.displayObservers.notify(DisplayChange(window: nil, marks: []))
        }
    }
}
