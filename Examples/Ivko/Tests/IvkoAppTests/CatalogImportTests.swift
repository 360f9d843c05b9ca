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
        try await LiveApp.with(wrap: { OpeningHeldBackstage(live: $0, opening: opening, settlesTheImport: true) }) { app in
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
