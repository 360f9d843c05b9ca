public import Coordinators
public import IvkoMiddleware
public import IvkoModel
public import Logging

/// The shop's application coordinator, held by the application delegate for the app's whole life:
/// once the program hands it the shop's data on this device (`build(on:)`: the composition root makes
/// it, maybe after starting an embedded backend), it builds the app-wide managers (catalog, account,
/// assets: those that need no user) and hands them to every scene as the one `AppDependency` value
/// (or, when they could not be built, a `LaunchFailure`), through the library's dependency fan-out (a
/// scene connected later gets the current value; a rebuild reaches every open scene). Its children
/// are the scenes' coordinators, which show the loading screen until then.
@MainActor
public final class ShopApplicationCoordinator: ApplicationCoordinator {
    private let logger: Logger
    private var localData: LocalDataManager?
    private var building: Task<Void, Never>?

    /// The application coordinator, waiting for the shop's data.
    public init(logger: Logger = Logger(label: "ivko.app")) {
        self.logger = logger
        super.init(identifier: "ivko")
    }

    /// Builds the app-wide managers on `localData` (now, or when it starts) and hands them to every
    /// scene.
    public func build(on localData: LocalDataManager) {
        self.localData = localData
        if isStarted { startBuilding() }
    }

    /// The shop could not be made at all (an embedded backend that did not start): every scene
    /// shows the fatal-error screen with `error`.
    public func launchFailed(_ error: ShopError) {
        logger.error("the shop could not start", metadata: ["error": "\(error)"])
        setDependency(LaunchFailure(error))
    }

    /// Starts building the app-wide managers, if the shop's data is there.
    public override func start() {
        super.start()
        if localData != nil { startBuilding() }
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

    private func startBuilding() {
        building?.cancel()
        building = Task { [weak self] in await self?.build() }
    }

    private func build() async {
        guard let localData else { return }
        do throws(ShopError) {
            let app = try await localData.makeAppManagers()
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
