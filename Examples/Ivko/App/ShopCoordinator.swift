public import Coordinators
public import Foundation
import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
public import Logging
import Screens

/// A scene's coordinator: the top of one window's tree, under the application coordinator. Until the
/// app-wide managers arrive (the `AppDependency` the application coordinator hands down, or its
/// `LaunchFailure`) it shows the loading screen; then it runs the scene's three stages as child
/// coordinators, which inherit that value and each end with a typed result:
/// `AuthenticationCoordinator` (a saved session restores, or the sign-in screen) ends with the
/// customer, `DatabaseCoordinator` (the customer's data opened behind a progress screen, or the
/// fatal-error screen with its reset) with the `AppDependency` grown by the customer's cart and
/// orders, which is set on `MainCoordinator` (the tab bar) so that every coordinator of the signed-in
/// tree reads it. The customer's data is the scene's `ShoppingSession`'s: it opens, holds and hands
/// it back, and tells this coordinator when a session ended (a sign-out, or the account signed out
/// under it), which takes the signed-in tree down and shows the sign-in screen at once.
@MainActor
public final class ShopCoordinator: SceneCoordinator<StageViewController> {
    /// Where the scene is in its start-up.
    public enum Stage: Hashable, Sendable {
        /// Waiting for the app-wide managers, or restoring a saved session.
        case loading
        /// Waiting for the user to sign in.
        case signIn
        /// Opening the customer's database.
        case openingDatabase
        /// The local data cannot be opened; the fatal-error screen is shown.
        case fatalError
        /// Signed in, the tab bar shown.
        case main
    }

    /// The signed-in tree, while the shop is in `.main`.
    public private(set) var main: MainCoordinator?
    /// The customer whose database is open or being opened.
    public var customer: Customer? { session.customer }
    /// The hand-back of the customer's data that stopping started, if any: a program about to exit
    /// awaits it so that the database is closed (and the cart's work finished) before it ends.
    public private(set) var handingBack: Task<Void, Never>?
    /// Whether the last session is still ending; a sign-in sent meanwhile waits for it.
    public var isEndingSession: Bool { session.isEnding }

    private let logger: Logger
    /// The scene's session with the shop: who is signed in, their data, the order of its end.
    private let session = ShoppingSession()
    /// The session the stages run for, while one runs.
    private var running: ShoppingSession.ID?
    private var app: AppDependency?
    private var launchFailed = false
    private var stages: [AnyCoordinator] = []
    private var pendingNavigation: SceneNavigation<ShopPage>?
    private var flow: Task<Void, Never>?
    private var events: Task<Void, Never>?

    /// A scene's coordinator.
    public init(logger: Logger = Logger(label: "ivko.app"), identifier: String? = "shop") {
        self.logger = logger
        super.init(rootViewController: StageViewController(), identifier: identifier)
        handle(AccountSignOut.self) { coordinator, _ in await coordinator.signOut() }
        handle(MessageFailed.self) { coordinator, failure in coordinator.tell(failure) }
    }

    /// Where the scene is now, read from the stage that runs (a stage that has just finished, its
    /// result not yet taken, counts as loading).
    public var stage: Stage {
        if main != nil { return .main }
        for stage in stages where stage.isStarted {
            if let database = stage as? DatabaseCoordinator { return database.showsFatalError ? .fatalError : .openingDatabase }
            if let authentication = stage as? AuthenticationCoordinator { return authentication.isRestoring ? .loading : .signIn }
        }
        return launchFailed ? .fatalError : .loading
    }

    /// Shows the loading screen, follows the session, and starts the stages once the app-wide
    /// managers are there.
    public override func start() {
        super.start()
        showScreen(LoadingViewController())
        let stream = session.events()
        events = Task { [weak self] in
            for await event in stream {
                guard let self, !Task.isCancelled else { return }
                switch event {
                case .ended(let id) where id == self.running: self.restart()
                case .ended: break
                }
            }
        }
        takeAppDependency()
    }

    /// The app-wide managers arrived, or were rebuilt: start the stages with them.
    public override func dependenciesDidChange() {
        super.dependenciesDidChange()
        if isStarted { takeAppDependency() }
    }

    /// Stops the stages and the session, and hands the customer's data back.
    public override func willStop() {
        flow?.cancel()
        events?.cancel()
        handingBack = session.stop()
        super.willStop()
    }

    /// Opens a deep link: applied now when signed in, else kept and applied right after sign-in
    /// (a newer link replaces a kept one). Throws `InvalidLink` for a link that is not the shop's,
    /// and `NavigationError` for one the signed-in shop cannot show.
    public func open(_ url: URL) throws {
        let navigation = try ShopLinks.navigation(for: url)
        guard let main else {
            pendingNavigation = navigation
            return
        }
        try main.navigate(to: navigation)
    }

    /// An action message (a button's) failed or nobody could answer it: the user is told in an
    /// alert over whatever the scene shows, never left with a button that did nothing.
    private func tell(_ failure: MessageFailed) {
        logger.info("an action did not work", metadata: ["message": "\(failure.messageName)", "error": "\(failure.error)"])
        if case .failure(let error) = rootViewController.present(ActionFailedAlert.make(for: ScreenProblem(failure.error)), animated: true) {
            logger.warning("the failure could not be shown", metadata: ["error": "\(error)"])
        }
    }

    private func showScreen(_ screen: ViewController) {
        adopt(screen)
        showOnStage(screen)
    }

    /// Shows `child` on the scene's stage; one that cannot be shown is logged, not dropped silently.
    private func showOnStage(_ child: ViewController) {
        do {
            try rootViewController.show(child)
        } catch {
            logger.error("the stage cannot show its child", metadata: ["child": "\(type(of: child))", "error": "\(error)"])
        }
    }

    private func takeAppDependency() {
        if let app = dependency(AppDependency.self) {
            guard self.app?.catalog !== app.catalog else { return }
            launchFailed = false
            self.app = app
            // Managers built again (a reset): the session on the old ones ends, and the stages start
            // again on the new ones.
            session.end(signingOut: false)
            restart()
        } else if let launch = dependency(LaunchFailure.self) {
            guard app == nil else { return }
            launchFailed = true
            let screen = FatalErrorViewController()
            if let problem = LocalDataProblem(launch.error) { screen.problem = problem }
            // Its reset goes on up the chain to the application delegate, which builds the managers again.
            showScreen(screen)
        }
    }

    /// Takes down what ran for the last session (Main, or a stage) and runs Authentication, then
    /// Database, then shows Main; Authentication waits for a session end still under way before a
    /// sign-in. The stages read the app-wide managers from the dependency they inherit.
    private func restart() {
        running = nil
        flow?.cancel()
        if let main { stopChild(main) }
        main = nil
        for stage in stages { stopChild(stage) }
        stages = []
        let previousSession = session.ending
        flow = Task { [weak self] in
            guard let self else { return }
            // A stage's result arrives a turn after it finished: a flow cancelled meanwhile (a session
            // end, a reset, the scene stopping) takes nothing further.
            let authentication = AuthenticationCoordinator(previousSession: previousSession, logger: logger)
            guard let customer = await self.run(authentication, returning: Customer.self), !Task.isCancelled,
                let app = self.app
            else { return }
            let id = session.begin(customer, account: app.account, data: app.localData)
            running = id
            let database = DatabaseCoordinator(session: session, id: id, logger: logger)
            guard let signedIn = await self.run(database, returning: AppDependency.self), !Task.isCancelled else { return }
            self.showMain(signedIn, of: customer)
        }
    }

    /// Shows `stage`'s container, starts it and returns its result, or `nil` when it was stopped
    /// (a session end, the scene stopping) before it had one.
    private func run<Value: Sendable>(_ stage: Coordinator<StageViewController>, returning: Value.Type) async -> Value? {
        stages = [stage]
        showOnStage(stage.rootViewController)
        defer { stages.removeAll { $0 === stage } }
        return try? await startChild(stage, returning: Value.self)
    }

    /// Shows the signed-in tree of `customer`: `signedIn` (the Database stage's grown value) is set
    /// on it before it starts, so it and every coordinator below it, started now or later, read the
    /// customer's managers (it restores a kept navigation itself, from the `ShopNavigationKeeping` it
    /// inherits); a link opened before sign-in is applied after that.
    private func showMain(_ signedIn: AppDependency, of customer: Customer) {
        let tree = MainCoordinator(customer: customer)
        tree.setDependency(signedIn)
        main = tree
        startChild(tree)
        showOnStage(tree.rootViewController)
        guard let link = pendingNavigation else { return }
        pendingNavigation = nil
        do {
            try tree.navigate(to: link)
        } catch {
            logger.warning("dropped a link opened before sign-in", metadata: ["error": "\(error)"])
        }
    }

    /// Ends the session, signing the account out, and returns once its end is over; the sign-in
    /// shows as soon as the session tells of its end.
    private func signOut() async {
        session.end(signingOut: true)
        await session.waitForEnds()
    }
}
