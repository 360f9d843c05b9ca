public import Coordinators
import IvkoMiddleware
import IvkoModel
public import Logging

/// The shop's application coordinator, held by the application delegate for the app's whole life:
/// it builds the app-wide managers (catalog, account, assets: those that need no user) once and
/// hands them to every scene as the one `AppDependency` value (or, when they could not be built, a
/// `LaunchFailure`), through the library's dependency fan-out (a scene connected later gets the
/// current value; a rebuild reaches every open scene). Its children are the scenes' coordinators.
@MainActor
public final class ShopApplicationCoordinator: ApplicationCoordinator {
    private let backstage: any ShopBackstage
    private let logger: Logger
    private var building: Task<Void, Never>?

    /// The application coordinator; `backstage` builds the managers.
    public init(backstage: any ShopBackstage, logger: Logger = Logger(label: "ivko.app")) {
        self.backstage = backstage
        self.logger = logger
        super.init(identifier: "ivko")
    }

    /// Starts building the app-wide managers.
    public override func start() {
        super.start()
        building = Task { [weak self] in await self?.build() }
    }

    /// Stops building.
    public override func willStop() {
        building?.cancel()
        building = nil
        super.willStop()
    }

    /// Builds the app-wide managers again after they could not be (the fatal-error screen's reset),
    /// and returns once every scene has the outcome.
    public func rebuild() async {
        building?.cancel()
        await build()
    }

    private func build() async {
        do throws(ShopError) {
            let app = try await backstage.makeAppManagers()
            guard isStarted else { return }
            removeDependency(LaunchFailure.self)
            setDependency(app)
        } catch {
            logger.error("the shop could not start", metadata: ["error": "\(error)"])
            guard isStarted else { return }
            setDependency(LaunchFailure(error))
        }
    }
}
