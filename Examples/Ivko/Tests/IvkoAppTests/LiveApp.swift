import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoScreens
import IvkoService
import IvkoTestSupport
import Logging
import Networking
import NetworkingTestSupport
import Screens
import StatelessCoordinators
import Testing

/// The whole shop, headless: the backend fixture over HTTP, the live shop on a throwaway data folder,
/// the application coordinator built on it, and a scene's coordinator in a window of its own.
@MainActor
final class LiveApp {
    let server: IvkoBackendServer
    let folder: TemporaryDirectory
    let live: LiveShop
    private(set) var application: ShopApplicationCoordinator
    private(set) var shop: ShopCoordinator
    private(set) var window = Window()
    /// Where the shop keeps its navigation between runs (the terminal's file), in memory.
    let navigation = KeptNavigation()

    private init(server: IvkoBackendServer, folder: TemporaryDirectory, live: LiveShop) {
        self.server = server
        self.folder = folder
        self.live = live
        application = ShopApplicationCoordinator(logger: LiveApp.quiet)
        application.build(on: live.localData)
        shop = ShopCoordinator(logger: LiveApp.quiet)
        application.setDependency(navigation as any ShopNavigationKeeping)
    }

    static var quiet: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }

    /// Starts a backend, runs `body` with the app on it (not started), and stops both. The shop's data
    /// is kept in `dataFolder` of the throwaway folder (the folder itself by default).
    static func with<Result>(
        credentialStore: any IvkoCredentialStore = InMemoryCredentialStore(),
        dataFolder: (TemporaryDirectory) -> URL = { $0.url },
        _ body: (LiveApp) async throws -> Result
    ) async throws -> Result {
        var configuration = IvkoBackendConfiguration(catalog: IvkoCatalog(productCount: 40))
        configuration.logger.logLevel = .critical
        let server = try await IvkoBackendServer.start(configuration)
        let folder = try TemporaryDirectory()
        let live = LiveShop(
            baseURL: server.baseURL, dataFolder: dataFolder(folder), credentialStore: credentialStore,
            networkConfiguration: NetworkSession.Configuration(sleeper: RecordingSleeper()), logger: quiet
        )
        let app = LiveApp(server: server, folder: folder, live: live)
        do {
            let result = try await body(app)
            app.shutDownShop()
            await live.shutdown()
            await server.stop()
            return result
        } catch {
            app.shutDownShop()
            await live.shutdown()
            await server.stop()
            throw error
        }
    }

    /// Starts the application coordinator (which builds the app-wide managers) and connects the
    /// shop's scene in its window.
    func launch() {
        if !application.isStarted { application.start() }
        shop.install(in: window)
        application.connect(shop)
    }

    /// Connects another scene named `name`, in `window` (the caller holds it), to the application.
    func connectScene(_ name: String, in window: Window = Window()) -> ShopCoordinator {
        let scene = ShopCoordinator(logger: LiveApp.quiet, identifier: name)
        scene.install(in: window)
        application.connect(scene)
        return scene
    }

    /// Stops the application's tree, every scene with it (their tasks end with them).
    func shutDownShop() {
        if application.isStarted { application.stop() }
        if shop.isStarted { shop.stop() }
    }

    /// Waits until the shop is at `stage`.
    func waitForStage(_ stage: ShopCoordinator.Stage, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("the shop is at \(stage) (it is at \(shop.stage))", timeLimit: .seconds(60), sourceLocation: sourceLocation) {
            shop.stage == stage
        }
    }

    /// Signs in on the sign-in screen with `username` and `password`, as a user would type them.
    func signIn(_ username: String, _ password: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitForStage(.signIn, sourceLocation: sourceLocation)
        let screen = try #require(shop.stageScreen as? SignInViewController, sourceLocation: sourceLocation)
        screen.usernameField.text = username
        screen.passwordField.text = password
        #expect(screen.signInButton.tap(), sourceLocation: sourceLocation)
    }

    /// Signs in and waits for the tab bar.
    func signInToMain(_ username: String = "demo", _ password: String = "demo") async throws -> MainCoordinator {
        try await signIn(username, password)
        try await waitForStage(.main)
        return try #require(shop.main)
    }
}

extension LiveApp {
    /// Stops the shop and starts a new application and scene coordinator on the same live shop, as
    /// the next launch would, with `savedNavigation` kept for it.
    func restart(savedNavigation: Data?) {
        shutDownShop()
        navigation.saved = savedNavigation
        application = ShopApplicationCoordinator(logger: LiveApp.quiet)
        application.build(on: live.localData)
        application.setDependency(navigation as any ShopNavigationKeeping)
        shop = ShopCoordinator(logger: LiveApp.quiet)
        window = Window()
        launch()
    }
}

extension LiveApp {
    /// Waits for the tab bar, signing in as `demo` if the shop asks (a kept session restores without).
    func reachMain() async throws -> MainCoordinator {
        try await waitUntil("the shop asks for a sign-in or restores the session", timeLimit: .seconds(60)) {
            shop.stage == .signIn || shop.stage == .main
        }
        if shop.stage == .signIn { try await signIn("demo", "demo") }
        try await waitForStage(.main)
        return try #require(shop.main)
    }

    /// Buy Now on Home's first promotion, then the address step's Continue: the checkout the
    /// Catalog tab presented and its review screen.
    func buyNowToReview(_ main: MainCoordinator) async throws -> (IONavigationController<CheckoutFlow>, ReviewViewController) {
        let catalog = try #require(main.catalog)
        let home = try #require(catalog.viewControllers.first as? HomeViewController)
        try await waitUntil("Home shows promotions", timeLimit: .seconds(30)) { !home.slides.isEmpty }
        let promo = try #require(home.promoContainerCell?.carousel.cellForItem(at: IndexPath(item: 0, section: 0)) as? PromoCell)
        #expect(promo.buyNowButton.tap())
        try await waitUntil("checkout is presented", timeLimit: .seconds(30)) { catalog.checkout?.presentingViewController != nil }
        let checkout = try #require(catalog.checkout)
        let address = try #require(checkout.viewControllers.first as? AddressViewController)
        try await waitUntil("the addresses load", timeLimit: .seconds(30)) { address.chosenAddress != nil }
        #expect(address.continueButton.tap())
        try await waitUntil("the review shows", timeLimit: .seconds(30)) { checkout.topViewController is ReviewViewController }
        return (checkout, try #require(checkout.topViewController as? ReviewViewController))
    }
}

/// A navigation kept in memory: what the shop's navigation file is to the terminal, for a test to
/// read (`last`) and to give the next start (`saved`).
@MainActor
final class KeptNavigation: ShopNavigationKeeping {
    /// The navigation the next scene to sign in restores.
    var saved: Data?
    /// The navigation the shop kept last (only the last: a leak run keeps thousands).
    private(set) var last: SceneNavigation<ShopPage>?

    func takeSavedNavigation() -> Data? {
        defer { saved = nil }
        return saved
    }

    func keep(_ navigation: SceneNavigation<ShopPage>) {
        last = navigation
    }
}
