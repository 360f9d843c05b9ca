import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import IvkoTestSupport
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
        let opening = RequestGate()
        try await LiveApp.with { app in
            // The customer's data waits for the server cart while it opens: held here.
            app.server.faults.script(.hold(opening), path: "cart")
            app.launch()
            try await app.waitForStage(.signIn)
            #expect(app.application.sceneCoordinators.first === app.shop)
            #expect(app.shop.children.map(\.identifier) == ["authentication"])
            #expect(app.application.treeDescription().contains("authentication"))

            try await app.signIn("demo", "demo")
            try await app.waitForStage(.openingDatabase)
            try await waitUntil("the customer's database is being opened", timeLimit: .seconds(60)) { opening.arrivals == 1 }
            #expect(app.shop.children.map(\.identifier) == ["database"])

            opening.open()
            try await app.waitForStage(.main)
            let main = try #require(app.shop.main)
            #expect(app.shop.children.map(\.identifier) == ["main"], "Database ended with the customer's cart and orders")
            let tree = app.application.treeDescription()
            #expect(tree.hasPrefix("ShopApplicationCoordinator(ivko)"))
            #expect(tree.contains("ShopCoordinator(shop)") && tree.contains("MainCoordinator(main)"))

            // A scene connected later gets the same app-wide managers, and the same customer's data.
            await app.live.keepCredentials(username: "demo", password: "demo")
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
        // A file where the data folder should be: the first build cannot make the folder.
        try await LiveApp.with(dataFolder: { $0.url.appendingPathComponent("data") }) { app in
            let dataFolder = app.folder.url.appendingPathComponent("data")
            try Data("in the way".utf8).write(to: dataFolder)
            let delegate = ShopApplicationDelegate(logger: LiveApp.quiet)
            delegate.applicationCoordinator.build(on: app.live.localData)
            let application = Application(delegate: delegate)
            application.launch()
            _ = try application.requestSceneSessionActivation().get()
            let scene = try #require(delegate.roots.first)
            try await waitUntil("the scene shows the fatal screen", timeLimit: .seconds(60)) { scene.stage == .fatalError }
            let fatal = try #require(scene.stageScreen as? FatalErrorViewController)
            #expect(fatal.problem == .unreadable)

            // The reset goes up past the scene to the application delegate, which builds the
            // managers again and hands them to the scene.
            try FileManager.default.removeItem(at: dataFolder)
            #expect(fatal.resetButton.tap())
            try await waitUntil("the scene goes on to sign-in", timeLimit: .seconds(60)) { scene.stage == .signIn }
            await delegate.shutDown()
        }
    }
}
