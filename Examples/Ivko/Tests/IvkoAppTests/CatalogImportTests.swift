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
        let opening = RequestGate()
        try await LiveApp.with { app in
            // The product export fails for the whole first stage: the local catalog stays empty.
            app.server.faults.script(.serverError, path: "products.json", count: 1_000)
            app.launch()
            try await app.waitForStage(.signIn)
            // The background refresh's first import is settled (failed) and stopped before sign-in.
            let catalog = try app.shop.managers().catalog
            await catalog.stopBackgroundRefresh()
            _ = try? await catalog.importProducts()
            #expect(await catalog.hasProducts() == false)
            app.server.faults.clearScript()
            // The customer's database waits for the server cart while it opens: held here.
            app.server.faults.script(.hold(opening), path: "cart")

            try await app.signIn("demo", "demo")
            try await app.waitForStage(.openingDatabase)
            let screen = try #require(app.shop.stageScreen as? DatabaseProgressViewController)
            let activeCount = app.server.catalog.products.filter(\.isActive).count
            try await waitUntil("the import's counts show", timeLimit: .seconds(30)) {
                screen.progress?.step == .importingCatalog(productCount: activeCount)
            }
            #expect(screen.progress?.fractionCompleted == 1)
            #expect(screen.stepLabel.text == "importing catalog: \(ShopFormat.count(activeCount)) products")
            try await waitUntil("the user's database waits behind the import", timeLimit: .seconds(30)) { opening.arrivals == 1 }

            opening.open()
            try await app.waitForStage(.main)
            let home = try #require(app.shop.main?.catalog?.viewControllers.first as? HomeViewController)
            try await waitUntil("Home shows the imported catalog", timeLimit: .seconds(30)) { home.categories?.isEmpty == false }
            #expect(home.content.problem == nil)
        }
    }
}
