import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import Screens
import Testing

/// A customer's database lives as long as a scene holds it: scenes of one customer share it (and its
/// cart and orders), a disconnected scene hands it back, and the last one to go closes it. Another
/// customer's database, open in another scene of the same live shop, is left alone (issue 14).
@MainActor
@Suite struct SceneDatabaseTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func disconnectedScenesHandTheirCustomersDatabaseBack() async throws {
        try await LiveApp.with { app in
            // The first scene is marko's.
            app.launch()
            let markoMain = try await app.signInToMain("marko", "marko")
            let marko = markoMain.customer.profile.number
            let markoCart = try markoMain.cartManager()

            // Two more scenes restore the session, which the shop renews with demo's kept credentials.
            await app.live.keepCredentials(username: "demo", password: "demo")
            await app.server.forceExpireSessions()
            let first = try await Self.connectScene("demo 1", app: app)
            let second = try await Self.connectScene("demo 2", app: app)
            let demo = try #require(first.main?.customer.profile.number)
            #expect(demo != marko)
            #expect(second.main?.customer.profile.number == demo)
            let firstCart = try #require(first.main).cartManager()
            let secondCart = try #require(second.main).cartManager()
            #expect(firstCart === secondCart, "the scenes of one customer share the cart on its database")

            // The first scene hands the database back; the second still reads its cart from it.
            first.stop()
            try await #require(first.handingBack).boundedValue("the first scene's hand-back", timeLimit: .seconds(60))
            _ = try await secondCart.load()
            #expect(second.stage == .main)

            // The last scene of demo closes the database: its cart can no longer be read.
            second.stop()
            try await #require(second.handingBack).boundedValue("the second scene's hand-back", timeLimit: .seconds(60))
            await #expect(throws: ShopError.self) { try await secondCart.load() }

            // marko's scene keeps its database.
            _ = try await markoCart.load()
        }
    }

    /// A scene of the app's live shop in a window of its own, once it shows the tabs.
    private static func connectScene(_ name: String, app: LiveApp) async throws -> ShopCoordinator {
        let scene = app.connectScene(name)
        try await waitUntil("scene \(name) shows the tabs (it is at \(scene.stage))", timeLimit: .seconds(60)) { scene.stage == .main }
        return scene
    }
}
