import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The catalog's import when the first start could not make it: behind the progress screen, with
/// its counts.
@MainActor
@Suite struct CatalogImportTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aCatalogTheFirstStartCouldNotImportIsImportedBehindTheProgressScreenWithItsCounts() async throws {
        let opening = Gate()
        try await LiveApp.with(wrap: { ImportWatchingBackstage(live: $0, opening: opening) }) { app in
            // The product export fails for the whole first stage: the local catalog stays empty.
            app.server.faults.script(.serverError, path: "products.json", count: 1_000)
            app.launch()
            try await app.waitForStage(.signIn)
            app.server.faults.clearScript()

            try await app.signIn("demo", "demo")
            try await app.waitForStage(.openingDatabase)
            let screen = try #require(app.shop.stageScreen as? DatabaseProgressViewController)
            let activeCount = app.server.catalog.products.filter(\.isActive).count
            try await waitUntil("the import's counts show", timeLimit: .seconds(30)) {
                screen.progress?.step == .importingCatalog(productCount: activeCount)
            }
            #expect(screen.progress?.fractionCompleted == 1)
            #expect(screen.stepLabel.text == "importing catalog: \(ShopFormat.count(activeCount)) products")
            try await waitUntil("the user's database waits behind the import", timeLimit: .seconds(30)) { opening.holding == 1 }

            opening.open()
            try await app.waitForStage(.main)
            let home = try #require(app.shop.main?.catalog?.viewControllers.first as? HomeViewController)
            try await waitUntil("Home shows the imported catalog", timeLimit: .seconds(30)) { home.categories?.isEmpty == false }
            #expect(home.problem == nil)
        }
    }
}

/// The live backstage with the first stage's import settled before sign-in (its background refresh
/// stopped and any import under way awaited), and the user's database held at `opening`, so the
/// progress screen can be looked at.
struct ImportWatchingBackstage: ShopBackstage {
    let live: LiveShopBackstage
    let opening: Gate

    func makeAppManagers() async throws -> AppDependency {
        let first = try await live.makeAppManagers()
        await first.catalog.stopBackgroundRefresh()
        _ = try? await first.catalog.importProducts()
        return first
    }

    func openUserManagers(
        for customer: CustomerNumber, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws -> UserManagers {
        await opening.pass()
        return try await live.openUserManagers(for: customer, progress: progress)
    }

    func closeUserManagers(_ user: UserManagers) async { await live.closeUserManagers(user) }
    func resetUserData(of customer: CustomerNumber) async throws { try await live.resetUserData(of: customer) }
}
