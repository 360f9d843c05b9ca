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
/// customer, `DatabaseCoordinator` (the customer's database opened behind a progress screen, or the
/// fatal-error screen with its reset) ends with the `AppDependency` grown by the customer's cart and
/// orders, which is set on `MainCoordinator` (the tab bar) so that every coordinator of the signed-in
/// tree reads it; Main runs until the session ends. The session itself is the middleware's
/// `ShoppingSession`, which the coordinator asks: when it ends (sign-out, or the account signed out
/// under it: the shop refused a silent re-login, or another scene signed out) the main tree goes and the sign-in screen shows at once, while the session hands
/// the customer's data back and signs the account out, as one piece of work that a new sign-in waits
/// for. A stopped scene's session hands its customer's data back too.
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

    private let backstage: any ShopBackstage
    private let logger: Logger
    /// The scene's session with the shop: who is signed in, their data, the order of its end.
    private let session: ShoppingSession
    private var app: AppDependency?
    private var launchFailed = false
    private var authentication: AuthenticationCoordinator?
    private var database: DatabaseCoordinator?
    private var pendingNavigation: SceneNavigation<ShopPage>?
    private var flow: Task<Void, Never>?
    /// Follows the session's refusals (the account signed out under it).
    private var refusals: Task<Void, Never>?

    /// A scene's coordinator, doing what needs the layers below through `backstage`.
    public init(backstage: any ShopBackstage, logger: Logger = Logger(label: "ivko.app"), identifier: String? = "shop") {
        self.backstage = backstage
        self.logger = logger
        session = ShoppingSession { [backstage] user in await backstage.closeUserData(of: user) }
        super.init(rootViewController: StageViewController(), identifier: identifier)
        handle(AccountSignOut.self) { coordinator, _ in await coordinator.signOut() }
        handle(MessageFailed.self) { coordinator, failure in coordinator.tell(failure) }
    }

    /// Where the scene is now, read from the stage that runs (a stage that has just finished, its
    /// result not yet taken, counts as loading).
    public var stage: Stage {
        if main != nil { return .main }
        if let database, database.isStarted { return database.showsFatalError ? .fatalError : .openingDatabase }
        if let authentication, authentication.isStarted { return authentication.isRestoring ? .loading : .signIn }
        return launchFailed ? .fatalError : .loading
    }

    /// Whether the last session is still ending (its data being handed back, the account signing
    /// out); a sign-in sent meanwhile waits for it.
    public var isEndingSession: Bool { session.isEnding }

    /// Shows the loading screen, and starts the stages once the app-wide managers are there.
    public override func start() {
        super.start()
        showScreen(LoadingViewController())
        followRefusals()
        takeAppDependency()
    }

    /// The app-wide managers arrived, or were rebuilt: start the stages with them.
    public override func dependenciesDidChange() {
        super.dependenciesDidChange()
        if isStarted { takeAppDependency() }
    }

    /// Stops the stages and the session watch, and hands the customer's data back.
    public override func willStop() {
        flow?.cancel()
        refusals?.cancel()
        handingBack = session.stop()
        super.willStop()
    }

    /// An action message (a button's) failed or nobody could answer it: the user is told in an
    /// alert over whatever the scene shows, never left with a button that did nothing.
    private func tell(_ failure: MessageFailed) {
        logger.info("an action did not work", metadata: ["message": "\(failure.messageName)", "error": "\(failure.error)"])
        let alert = ActionFailedAlert.make(for: ScreenProblem(failure.error))
        if case .failure(let error) = rootViewController.present(alert, animated: true) {
            logger.warning("the failure could not be shown", metadata: ["error": "\(error)"])
        }
    }

    // MARK: Links

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

    // MARK: Stages

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
            // Managers built again (a reset): the session on the old ones ends, and the stages start
            // again on the new ones.
            if session.end(signingOut: false) { stopSignedInStages() }
            self.app = app
            runStages(after: session.ending)
        } else if let launch = dependency(LaunchFailure.self) {
            guard app == nil else { return }
            launchFailed = true
            let screen = FatalErrorViewController()
            if let problem = LocalDataProblem(launch.error) { screen.problem = problem }
            // Its reset goes on up the chain to the application delegate, which builds the managers again.
            showScreen(screen)
        }
    }

    /// Runs Authentication, then Database, then shows Main; `previousSession` is a session end still
    /// under way, which Authentication waits for before a sign-in. The stages read the app-wide
    /// managers from the dependency they inherit.
    private func runStages(after previousSession: Task<Void, Never>?) {
        flow?.cancel()
        stopStages()
        flow = Task { [weak self] in
            guard let self else { return }
            let authentication = AuthenticationCoordinator(previousSession: previousSession, logger: logger)
            // A stage's result arrives a turn after it finished: a flow cancelled meanwhile (a session
            // end, a reset, the scene stopping) takes nothing further.
            guard let customer = await self.run(authentication, returning: Customer.self), !Task.isCancelled,
                let app = self.app
            else { return }
            let session = self.session.begin(customer, account: app.account)
            let database = DatabaseCoordinator(customer: customer, backstage: backstage, logger: logger)
            guard let signedIn = await self.run(database, returning: AppDependency.self) else { return }
            // The session holds the data; data opened for a session that has ended goes back at once.
            guard self.session.hold(signedIn, for: session), !Task.isCancelled else { return }
            self.showMain(signedIn, of: customer)
        }
    }

    /// Shows `stage`'s container, starts it and returns its result, or `nil` when it was stopped
    /// (a session end, the scene stopping) before it had one.
    private func run<Value: Sendable>(_ stage: Coordinator<StageViewController>, returning: Value.Type) async -> Value? {
        authentication = stage as? AuthenticationCoordinator
        database = stage as? DatabaseCoordinator
        showOnStage(stage.rootViewController)
        defer {
            if authentication === stage { authentication = nil }
            if database === stage { database = nil }
        }
        do {
            return try await startChild(stage, returning: Value.self)
        } catch {
            return nil
        }
    }

    /// Stops Authentication or Database if one runs (its awaited result ends as `nil`).
    private func stopStages() {
        if let authentication { stopChild(authentication) }
        if let database { stopChild(database) }
        authentication = nil
        database = nil
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
        if let link = pendingNavigation {
            pendingNavigation = nil
            do {
                try tree.navigate(to: link)
            } catch {
                logger.warning("dropped a link opened before sign-in", metadata: ["error": "\(error)"])
            }
        }
    }

    // MARK: Session end

    private func signOut() async {
        endSession(signingOut: true)
        await session.waitForEnds()
    }

    /// Follows the session's refusals (the account signed out under it: the shop would not renew
    /// the session, or another scene signed out), which end the session like a sign-out.
    private func followRefusals() {
        refusals?.cancel()
        let stream = session.refusalStream()
        refusals = Task { [weak self] in
            for await refusal in stream {
                guard let self, !Task.isCancelled else { return }
                self.endSession(after: refusal)
            }
        }
    }

    /// The account was signed out under the session: if it still runs, it ends as after a sign-out,
    /// but the account is left as it is (it is signed out already).
    private func endSession(after refusal: ShoppingSession.Refusal) {
        guard session.end(refusal) else { return }
        stopSignedInStages()
        runStages(after: session.ending)
    }

    /// Ends the session (when one runs): the session hands the customer's data back, signing
    /// the account out when asked, and the sign-in shows now (the sign-in itself waits for the end).
    private func endSession(signingOut: Bool) {
        guard session.end(signingOut: signingOut) else { return }
        stopSignedInStages()
        runStages(after: session.ending)
    }

    /// The stage that ran for the session that ended (Main, or Database) stops.
    private func stopSignedInStages() {
        flow?.cancel()
        if let main {
            stopChild(main)
            self.main = nil
        }
        stopStages()
    }
}
