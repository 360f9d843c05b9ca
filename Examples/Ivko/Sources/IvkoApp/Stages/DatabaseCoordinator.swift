public import Coordinators
public import IvkoMiddleware
import IvkoModel
public import IvkoScreens
public import Logging
import Screens

/// Database, the second of a scene's three stages: behind a progress screen the scene's session opens
/// the customer's data (a catalog never imported is imported first; then their database, checked
/// and migrated, with the cart and orders on it), off the main actor. It ends with the
/// `AppDependency` it inherited grown by the customer's cart and orders as its typed result
/// (`finish(with:)`). Data that cannot be opened shows the fatal-error screen, whose "Reset local
/// data" (`GlobalResetLocalData`, answered here) has the session delete it and open it afresh; a
/// failed reset comes back to that screen as the reply's error. The session owns the data: stopped
/// while it opens (a sign-out, a closed window), this stage takes nothing, and the session hands the
/// data back.
@MainActor
public final class DatabaseCoordinator: Coordinator<StageViewController> {
    private let session: ShoppingSession
    private let id: ShoppingSession.ID
    private let logger: Logger
    private var opening: Task<Void, Never>?

    /// Opens the data of the session `id` of `session`, adding it to the app-wide managers it inherits.
    public init(session: ShoppingSession, id: ShoppingSession.ID, logger: Logger = Logger(label: "ivko.app")) {
        self.session = session
        self.id = id
        self.logger = logger
        super.init(rootViewController: StageViewController(), identifier: "database")
        handle(GlobalResetLocalData.self) { coordinator, _ in try await coordinator.reset() }
    }

    /// Whether the fatal-error screen shows (the data could not be opened).
    public var showsFatalError: Bool { rootViewController.current is FatalErrorViewController }

    /// Shows the progress screen and opens the customer's data.
    public override func start() {
        super.start()
        open()
    }

    /// Stops the opening.
    public override func willStop() {
        opening?.cancel()
        opening = nil
        super.willStop()
    }

    private func show(_ screen: ViewController) {
        adopt(screen)
        do {
            try rootViewController.show(screen)
        } catch {
            logger.error("the stage cannot show its screen", metadata: ["screen": "\(type(of: screen))", "error": "\(error)"])
        }
    }

    private func open() {
        let screen = DatabaseProgressViewController()
        show(screen)
        opening = Task { [weak self, weak screen] in
            guard let self else { return }
            let progress: @Sendable (DatabaseProgress) -> Void = { progress in Task { @MainActor in screen?.progress = progress } }
            do {
                let app = try managers()
                guard let user = try await session.open(id, adding: app, progress: progress), isStarted else { return }
                finish(with: user)
            } catch {
                logger.error("the customer's data could not be opened", metadata: ["error": "\(error)"])
                guard isStarted else { return }
                let screen = FatalErrorViewController()
                if let problem = (error as? ShopError).flatMap(LocalDataProblem.init) { screen.problem = problem }
                show(screen)
            }
        }
    }

    /// Deletes the customer's local database and opens it afresh; a failed deletion is thrown back
    /// to the fatal-error screen as the problem it shows.
    private func reset() async throws(LocalDataProblem) {
        do throws(ShopError) {
            try await session.reset(id)
        } catch {
            logger.error("the customer's data could not be reset", metadata: ["error": "\(error)"])
            throw LocalDataProblem(error) ?? .unreadable
        }
        // Stopped meanwhile (a sign-out), there is nothing to open for.
        if isStarted { open() }
    }
}
