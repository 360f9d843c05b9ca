import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The shop's top as the LAYERS design draws it: the application coordinator owns the app-wide
/// managers and hands them to every scene; each scene runs Authentication, then Database, then
/// Main, as child coordinators that end with typed results; the inspector's tree shows each as it
/// runs.
@MainActor
@Suite struct SceneStagesTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func eachSceneRunsAuthenticationThenDatabaseThenMainUnderTheApplicationCoordinator() async throws {
        let opening = Gate()
        try await LiveApp.with(wrap: { OpeningHeldBackstage(live: $0, opening: opening) }) { app in
            app.launch()
            try await app.waitForStage(.signIn)
            #expect(app.application.sceneCoordinators.first === app.shop)
            #expect(app.shop.children.map(\.identifier) == ["authentication"])
            #expect(app.application.treeDescription().contains("authentication"))

            try await app.signIn("demo", "demo")
            try await app.waitForStage(.openingDatabase)
            try await waitUntil("the customer's database is being opened", timeLimit: .seconds(60)) { opening.holding == 1 }
            #expect(app.shop.children.map(\.identifier) == ["database"])
            #expect(app.shop.customer != nil, "Authentication ended with the customer")

            opening.open()
            try await app.waitForStage(.main)
            let main = try #require(app.shop.main)
            #expect(app.shop.children.map(\.identifier) == ["main"], "Database ended with the customer's cart and orders")
            let tree = app.application.treeDescription()
            #expect(tree.hasPrefix("ShopApplicationCoordinator(ivko)"))
            #expect(tree.contains("ShopCoordinator(shop)") && tree.contains("MainCoordinator(main)"))

            // A scene connected later gets the same app-wide managers, and the same customer's data.
            await app.backstage.keepCredentials(username: "demo", password: "demo")
            let window = Window()
            let second = app.connectScene("second", in: window)
            try await waitUntil("the second scene shows the tabs", timeLimit: .seconds(60)) { second.stage == .main }
            let secondMain = try #require(second.main)
            #expect(try secondMain.managers().catalog === main.managers().catalog)
            #expect(try secondMain.managers().account === main.managers().account)
            #expect(try secondMain.cartManager() === main.cartManager())
            #expect(app.application.sceneCoordinators.count == 2)
            second.stop()
            #expect(app.application.sceneCoordinators.count == 1)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func appWideManagersThatCannotBeBuiltShowTheFatalScreenAndItsResetBuildsThemForEveryScene() async throws {
        let failing = FirstBuildFailing()
        try await LiveApp.with(wrap: { FailingFirstBuildBackstage(live: $0, failing: failing) }) { app in
            let delegate = ShopApplicationDelegate(backstage: app.wrapped, logger: LiveApp.quiet)
            let application = Application(delegate: delegate)
            application.launch()
            _ = try application.requestSceneSessionActivation().get()
            let scene = try #require(delegate.scenes.first)
            try await waitUntil("the scene shows the fatal screen", timeLimit: .seconds(60)) { scene.stage == .fatalError }
            let fatal = try #require(scene.stageScreen as? FatalErrorViewController)

            // The reset goes up past the scene to the application delegate, which builds the
            // managers again and hands them to the scene.
            #expect(fatal.resetButton.tap())
            try await waitUntil("the scene goes on to sign-in", timeLimit: .seconds(60)) { scene.stage == .signIn }
            #expect(await failing.builds == 2)
            await delegate.shutDown()
        }
    }
}

/// Counts the builds of the app-wide managers; the first one fails.
private actor FirstBuildFailing {
    private(set) var builds = 0

    func next() -> Int {
        builds += 1
        return builds
    }
}

/// The live backstage whose first build of the app-wide managers fails with a full disk.
private struct FailingFirstBuildBackstage: ShopBackstage {
    let live: LiveShopBackstage
    let failing: FirstBuildFailing

    func makeAppManagers() async throws(ShopError) -> AppDependency {
        if await failing.next() == 1 { throw ShopError.storageFull(reason: "no room for the catalog") }
        return try await live.makeAppManagers()
    }

    func openUserData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency {
        try await live.openUserData(for: customer, adding: app, progress: progress)
    }

    func closeUserData(of user: AppDependency) async { await live.closeUserData(of: user) }
    func resetUserData(of customer: CustomerNumber) async throws(ShopError) { try await live.resetUserData(of: customer) }
}
