public import Coordinators
public import Foundation
import IvkoMiddleware
import IvkoModel
public import IvkoScreens
public import Logging
import Screens

/// A scene's coordinator: the loading screen until the app-wide managers arrive (the `AppDependency`
/// handed down, or a `LaunchFailure`), then the stages as child coordinators ending with typed
/// results: Authentication (the customer), Database (the `AppDependency` grown by the customer's cart
/// and orders), then Main, the tab bar, with that value set on it. The customer's data is the scene's
/// `ShoppingSession`'s; when it tells of a session's end (a sign-out, or the account signed out under
/// it), the signed-in tree goes and the sign-in screen shows at once.
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
    /// The hand-back of the customer's data that stopping started (a program about to exit awaits it).
    public private(set) var handingBack: Task<Void, Never>?
    /// Whether the last session is still ending; a sign-in sent meanwhile waits for it.
    public var isEndingSession: Bool { session.isEnding }

    private let logger: Logger
    /// The scene's session with the shop: who is signed in, their data, the order of its end.
    private let session = ShoppingSession()
    /// The session the stages run for, while one runs; the app-wide managers they run on.
    private var running: ShoppingSession.ID?
    private var app: AppDependency?
    /// Authentication or Database, while it runs.
    private var runningStage: AnyCoordinator?
    private var pendingNavigation: SceneNavigation<ShopPage>?
    private var flow: Task<Void, Never>?
    private var events: Task<Void, Never>?

    /// A scene's coordinator.
    public init(logger: Logger = Logger(label: "ivko.app"), identifier: String? = "shop") {
        self.logger = logger
        super.init(rootViewController: StageViewController(), identifier: identifier)
        // A sign-out returns once the session's end is over; the sign-in shows as soon as it is told.
        handle(AccountSignOut.self) { coordinator, _ in
            coordinator.session.end(signingOut: true)
            await coordinator.session.waitForEnds()
        }
        handle(MessageFailed.self) { coordinator, failure in coordinator.tell(failure) }
    }

    /// Where the scene is now, from the stage that runs (one that just finished counts as loading).
    public var stage: Stage {
        if main != nil { return .main }
        if let stage = runningStage as? DatabaseCoordinator, stage.isStarted {
            return stage.showsFatalError ? .fatalError : .openingDatabase
        }
        if let stage = runningStage as? AuthenticationCoordinator, stage.isStarted { return stage.isRestoring ? .loading : .signIn }
        return app == nil && dependency(LaunchFailure.self) != nil ? .fatalError : .loading
    }

    /// Shows the loading screen, follows the session, and starts the stages once the managers are there.
    public override func start() {
        super.start()
        show(LoadingViewController())
        let stream = session.events()
        events = Task { [weak self] in
            for await case .ended(let id) in stream {
                guard let self, !Task.isCancelled else { return }
                if id == self.running { self.restart() }
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

    /// Opens a deep link now, or right after sign-in; throws `InvalidLink` or `NavigationError`.
    public func open(_ url: URL) throws {
        let navigation = try ShopLinks.navigation(for: url)
        guard let main else {
            pendingNavigation = navigation
            return
        }
        try main.navigate(to: navigation)
    }

    /// A button's action message failed or nobody answered it: an alert says so over the scene.
    private func tell(_ failure: MessageFailed) {
        logger.info("an action did not work", metadata: ["message": "\(failure.messageName)", "error": "\(failure.error)"])
        let alert = rootViewController.present(ActionFailedAlert.make(for: ScreenProblem(failure.error)), animated: true)
        if case .failure(let error) = alert { logger.warning("the failure could not be shown", metadata: ["error": "\(error)"]) }
    }

    /// Shows `child` on the scene's stage (adopting a screen first); one that cannot be shown is logged.
    private func show(_ child: ViewController, adopting: Bool = true) {
        if adopting { adopt(child) }
        do {
            try rootViewController.show(child)
        } catch {
            logger.error("the stage cannot show its child", metadata: ["child": "\(type(of: child))", "error": "\(error)"])
        }
    }

    private func takeAppDependency() {
        if let app = dependency(AppDependency.self) {
            guard self.app?.catalog !== app.catalog else { return }
            self.app = app
            session.end(signingOut: false) // managers built again (a reset): the old session ends
            restart()
        } else if let launch = dependency(LaunchFailure.self) {
            guard app == nil else { return }
            let screen = FatalErrorViewController()
            if let problem = LocalDataProblem(launch.error) { screen.problem = problem }
            // Its reset goes on up the chain to the application delegate, which builds the managers again.
            show(screen)
        }
    }

    /// Takes down what ran for the last session; runs Authentication (whose sign-in waits for a
    /// session end still under way), Database, then Main.
    private func restart() {
        running = nil
        flow?.cancel()
        for child in [main, runningStage].compactMap(\.self) { stopChild(child) }
        (main, runningStage) = (nil, nil)
        let authentication = AuthenticationCoordinator(previousSession: session.ending, logger: logger)
        // A flow cancelled meanwhile (a session end, a reset, the scene stopping) takes nothing further.
        flow = Task { [weak self] in
            guard let customer = await self?.run(authentication, returning: Customer.self), !Task.isCancelled,
                let self, let app
            else { return }
            let id = session.begin(customer, account: app.account, data: app.localData)
            running = id
            let database = DatabaseCoordinator(session: session, id: id, logger: logger)
            guard let signedIn = await run(database, returning: AppDependency.self), !Task.isCancelled else { return }
            showMain(signedIn, of: customer)
        }
    }

    /// Shows and starts `stage`; its result, or `nil` when it was stopped before it had one.
    private func run<Value: Sendable>(_ stage: Coordinator<StageViewController>, returning: Value.Type) async -> Value? {
        runningStage = stage
        show(stage.rootViewController, adopting: false)
        defer { if runningStage === stage { runningStage = nil } }
        return try? await startChild(stage, returning: Value.self)
    }

    /// Shows the signed-in tree, `signedIn` set on it before it starts, with a link opened before sign-in.
    private func showMain(_ signedIn: AppDependency, of customer: Customer) {
        let tree = MainCoordinator(customer: customer, link: pendingNavigation)
        pendingNavigation = nil
        tree.setDependency(signedIn)
        main = tree
        startChild(tree)
        show(tree.rootViewController, adopting: false)
    }
}
