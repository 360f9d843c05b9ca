public import Foundation
public import Logging
public import Screens

/// The application delegate of an app whose scenes are coordinated, ready-made: the one obvious
/// way to start an app with scenes. Give it the app's dependency, how to make a scene's root
/// coordinator and the app's links; the application keeps it (`Application(delegate:)` holds its
/// delegate strongly).
///
/// ```swift
/// let application = Application(
///     delegate: CoordinatingApplicationDelegate(dependency: NotesStore(), links: NotePage.links) { _ in NotesStack() })
/// application.launchFirstScene(opening: [URL(string: "notes://note/3")!])
/// ```
///
/// What it does for you:
///
/// - It owns the `ApplicationCoordinator` (`coordinator`), starts it at launch and sets the
///   dependency on it, so every scene's tree reads it (`dependency(NotesStore.self)`), scenes
///   connected later included.
/// - For each connecting scene it makes the root coordinator (`makeRoot`), installs it in a new
///   window behind a `CoordinatingSceneDelegate` (`install(in:)`), connects it to the application
///   coordinator, and opens the links the scene was connected or asked to open in it; a link that
///   cannot be opened is logged as a warning. A disconnected scene's root is stopped and released.
/// - It is the last responder of every scene's chain (root coordinator ─► scene delegate ─►
///   window ─► scene ─► application ─► this delegate), the same in a test as in the program: an
///   app-wide handler goes here, `delegate.handle(Reset.self) { ... }`; a handler that needs the
///   store goes on a coordinator of the scene.
@MainActor
open class CoordinatingApplicationDelegate<Root: AnyCoordinator>: Responder, ApplicationDelegate, MessageHandling {
    /// The app-wide messages this delegate answers (those no scene answers).
    public let messageHandlers = MessageHandlers()
    /// The root of every scene's tree: set the app's dependencies here.
    public let coordinator: ApplicationCoordinator
    /// The root coordinators of the connected scenes, in connection order.
    public private(set) var roots: [Root] = []
    /// Where links that cannot be opened are reported as warnings; label `layers.coordinators`.
    public var logger = Logger(label: "layers.coordinators")
    private let makeRoot: @MainActor (SceneSession) -> Root
    private let openLink: @MainActor (Root, URL) throws -> Void

    /// A delegate whose scenes each get a root made by `makeRoot` (given the scene's session), which
    /// opens the scene's links with `openLink` (none by default); `coordinator` is the application
    /// coordinator (a subclass of the app's own, if it has one).
    public init(
        coordinator: ApplicationCoordinator = ApplicationCoordinator(),
        makeRoot: @escaping @MainActor (SceneSession) -> Root,
        openLink: @escaping @MainActor (Root, URL) throws -> Void = { _, url in throw InvalidLink(url: url.absoluteString, reason: .foreign)
        }
    ) {
        self.coordinator = coordinator
        self.makeRoot = makeRoot
        self.openLink = openLink
        super.init()
    }

    /// The root coordinator of the scene `scene`, if it is connected.
    public func root(of scene: Scene) -> Root? {
        roots.first { $0.window?.windowScene === scene }
    }

    // MARK: The application's calls

    /// Starts the application coordinator.
    open func application(_ application: Application, didFinishLaunchingWithOptions options: [String: String]) -> Bool {
        if !coordinator.isStarted { coordinator.start() }
        return true
    }

    /// Every scene gets a `CoordinatingSceneDelegate` that asks this delegate for its root.
    open func application(
        _ application: Application, configurationForConnecting session: SceneSession, options: SceneConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "Default Configuration", sessionRole: session.role) { [weak self] in
            RootSceneDelegate(owner: self)
        }
    }

    // MARK: Scenes

    /// Makes, installs and connects the root of a connecting scene, then opens its links.
    func connect(_ scene: Scene, session: SceneSession, options: SceneConnectionOptions) -> Root {
        if !coordinator.isStarted { coordinator.start() }
        let root = makeRoot(session)
        root.install(in: Window(windowScene: scene))
        roots.append(root)
        coordinator.connect(root)
        open(options.urls, in: root)
        return root
    }

    /// Opens `urls` in `root`, logging each one that cannot be opened.
    func open(_ urls: [URL], in root: Root) {
        for url in urls {
            do {
                try openLink(root, url)
            } catch {
                logger.warning("A link cannot be opened", metadata: ["link": "\(url)", "error": "\(error)"])
            }
        }
    }

    /// Stops the root of a scene that disconnected; it and its tree are released.
    func disconnect(_ root: Root) {
        coordinator.disconnect(root)
        roots.removeAll { $0 === root }
    }
}

extension CoordinatingApplicationDelegate where Root: PageRouting, Root.ShownPage: LocatedPage {
    /// A delegate that sets `dependency` on the application coordinator, gives each scene a root
    /// made by `makeRoot` (given the scene's session), and opens the scene's page links
    /// (`notes://note/3`) in it with `links` (`open(pageLink:format:)`, queued while the root
    /// cannot show the page yet).
    public convenience init<Dependency>(
        dependency: Dependency, links: LinkFormat<Root.ShownPage>, makeRoot: @escaping @MainActor (SceneSession) -> Root
    ) {
        self.init(makeRoot: makeRoot) { root, url in try root.open(pageLink: url, format: links) }
        coordinator.setDependency(dependency)
    }
}

/// The scene delegate `CoordinatingApplicationDelegate` gives every scene: it asks the application
/// delegate for the scene's root, hands on the links the scene is asked to open, and lets the root
/// go when the scene disconnects.
@MainActor
private final class RootSceneDelegate<Root: AnyCoordinator>: CoordinatingSceneDelegate {
    private weak var owner: CoordinatingApplicationDelegate<Root>?
    /// The scene's root, held by the application coordinator while the scene is connected.
    private weak var root: Root?

    init(owner: CoordinatingApplicationDelegate<Root>?) {
        self.owner = owner
        super.init()
    }

    override func scene(_ scene: Scene, willConnectTo session: SceneSession, options: SceneConnectionOptions) {
        root = owner?.connect(scene, session: session, options: options)
    }

    override func scene(_ scene: Scene, openURLs urls: [URL]) {
        if let root { owner?.open(urls, in: root) }
    }

    override func sceneDidDisconnect(_ scene: Scene) {
        if let root { owner?.disconnect(root) }
        root = nil
        window = nil
    }
}
