public import Coordinators
import IvkoMiddleware
public import IvkoModel
public import IvkoScreens
public import Logging
import Screens

/// Database, the second of a scene's three stages: behind a progress screen it imports the catalog
/// if it never was (offline at first start, say), then opens the customer's own database (checking
/// and migrating it) off the main actor. It ends with the `AppDependency` it inherited grown by the
/// customer's cart and orders as its typed result (`finish(with:)`). A database that cannot be opened shows the fatal-error screen, whose
/// "Reset local data" (`GlobalResetLocalData`, answered here) deletes it and opens it afresh; a
/// failed reset comes back to that screen as the reply's error.
///
/// Stopped while the database opens (a sign-out, a closed window), it hands the opened managers
/// back as soon as the opening ends, so nothing stays open for a flow that is gone.
@MainActor
public final class DatabaseCoordinator: Coordinator<StageViewController> {
    private let customer: Customer
    private let backstage: any ShopBackstage
    private let logger: Logger
    private var opening: Task<Void, Never>?

    /// Opens `customer`'s data, adding it to the app-wide managers it inherits; failures are named
    /// by `backstage`.
    public init(customer: Customer, backstage: any ShopBackstage, logger: Logger = Logger(label: "ivko.app")) {
        self.customer = customer
        self.backstage = backstage
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

    /// Stops the opening; what it opens after this is handed back.
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
            await self.importCatalogIfNeeded { progress in Task { @MainActor in screen?.progress = progress } }
            await self.openUserData { progress in Task { @MainActor in screen?.progress = progress } }
        }
    }

    /// Imports the catalog behind the progress screen, with its counts, when the first start could
    /// not. A failure here is no reason to stop: Home shows it with a retry.
    private func importCatalogIfNeeded(progress: @escaping @Sendable (DatabaseProgress) -> Void) async {
        do {
            try await managers().catalog.importProductsIfNeverImported { status in
                progress(
                    DatabaseProgress(
                        step: .importingCatalog(productCount: status.productCount), fractionCompleted: status.fractionCompleted))
            }
        } catch {
            logger.warning("the catalog could not be imported; Home will offer to try again", metadata: ["error": "\(error)"])
        }
    }

    private func openUserData(progress: @escaping @Sendable (DatabaseProgress) -> Void) async {
        guard isStarted else { return }
        let app: AppDependency
        do {
            app = try managers()
        } catch {
            logger.error("nothing to add the customer's data to", metadata: ["error": "\(error)"])
            showFatal(nil)
            return
        }
        let user: AppDependency
        do throws(ShopError) {
            user = try await backstage.openUserData(for: customer.profile.number, adding: app, progress: progress)
        } catch {
            logger.error("the customer's data could not be opened", metadata: ["error": "\(error)"])
            guard isStarted else { return }
            showFatal(LocalDataProblem(error))
            return
        }
        guard isStarted else {
            await backstage.closeUserData(of: user)
            return
        }
        finish(with: user)
    }

    private func showFatal(_ problem: LocalDataProblem?) {
        let screen = FatalErrorViewController()
        if let problem { screen.problem = problem }
        show(screen)
    }

    /// Deletes the customer's local database and opens it afresh; a failed deletion is thrown back
    /// to the fatal-error screen as the problem it shows.
    private func reset() async throws(LocalDataProblem) {
        do throws(ShopError) {
            try await backstage.resetUserData(of: customer.profile.number)
        } catch {
            logger.error("the customer's data could not be reset", metadata: ["error": "\(error)"])
            throw LocalDataProblem(error) ?? .unreadable
        }
        // Stopped meanwhile (a sign-out), there is nothing to open for.
        if isStarted { open() }
    }
}
