import AsyncTestSupport
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

@Suite struct CatalogManagerTests {
    let directory: TemporaryDirectory
    let source = FakeShop()
    let clock = ManualClock()

    init() throws {
        directory = try TemporaryDirectory()
        source.products = [
            ModelValues.product("W26KD0112", name: "Šifon Dress"),
            ModelValues.product("W26KD0113", name: "Linen Shirt", category: "Shirts"),
            ModelValues.product("W26BL0001", name: "Blue Dress"),
            ModelValues.product("S26KD0001", name: "Summer Dress"),
        ]
        source.seasonList = try ["W26": ["KD", "BL"], "S26": ["KD"]].sorted { $0.key < $1.key }.map { code, themes in
            let season = try #require(SeasonCode(rawValue: code))
            let themes = try themes.map { Theme(id: try #require(ThemeID(season: season, code: $0)), name: $0) }
            return Season(id: season, name: code, isActive: true, themes: themes)
        }
    }

    func makeCatalog(_ store: CatalogStore) -> CatalogManager {
        CatalogManager(shop: source, store: store, clock: clock, policy: CatalogRefreshPolicy(), logger: QuietLog.logger)
    }

    @Test func answersFromTheLocalCatalogWithoutCallingTheShop() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = makeCatalog(store)
        #expect(try await catalog.products().isEmpty)
        #expect(try await catalog.seasons().isEmpty)
        #expect(source.count("import") == 0)
        try store.close()
    }

    @Test func eachPartIsRefreshedByItsOwnInterval() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = makeCatalog(store)
        #expect(await catalog.refreshIfDue() == [.products, .seasons, .colors, .promotions])
        #expect(await catalog.refreshIfDue() == [])
        clock.advance(by: .seconds(2 * 3_600))
        #expect(await catalog.refreshIfDue() == [.promotions])
        clock.advance(by: .seconds(22 * 3_600))
        #expect(await catalog.refreshIfDue() == [.products, .seasons, .colors, .promotions])
        #expect(source.count("import") == 2)
        #expect(source.count("promotions") == 3)
        try store.close()
    }

    @Test func aFailedRefreshKeepsTheCatalogAndIsTriedAgain() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = makeCatalog(store)
        await catalog.refreshIfDue()
        clock.advance(by: .seconds(24 * 3_600))
        source.setOffline(true)
        #expect(await catalog.refreshIfDue() == [])
        #expect(try await catalog.products().count == 4)
        source.setOffline(false)
        #expect(await catalog.refreshIfDue().contains(.products))
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func observersHearWhatChanged() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = makeCatalog(store)
        var changes = catalog.changes().makeAsyncIterator()
        await catalog.refreshIfDue()
        #expect(await changes.next() == [.products, .seasons, .colors, .promotions])
        try store.close()
    }

    @Test func productsAreFilteredBySeasonThemeCategoryAndText() async throws {
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        let catalog = makeCatalog(store)
        await catalog.refreshIfDue()
        let summer = try #require(SeasonCode(rawValue: "S26"))
        let theme = try #require(ThemeID(rawValue: "W26KD"))
        let styles = { (filter: ProductFilter) async throws -> [String] in
            try await catalog.products(filter).map(\.style.rawValue)
        }
        #expect(try await styles(ProductFilter()).count == 4)
        #expect(try await styles(ProductFilter(season: summer)) == ["S26KD0001"])
        let winter = try #require(SeasonCode(rawValue: "W26"))
        #expect(try await styles(ProductFilter(season: winter)) == ["W26KD0112", "W26KD0113", "W26BL0001"])
        #expect(try await catalog.themes(in: winter).map(\.name) == ["KD", "BL"])
        #expect(try await catalog.products(ProductFilter(), limit: 2).count == 2)
        #expect(try await styles(ProductFilter(season: winter, text: "dress")) == ["W26KD0112", "W26BL0001"])
        #expect(try await styles(ProductFilter(theme: theme)) == ["W26KD0112", "W26KD0113"])
        #expect(try await styles(ProductFilter(category: CategoryID(name: "shirts"))) == ["W26KD0113"])
        #expect(try await styles(ProductFilter(text: "sifon")) == ["W26KD0112"])
        #expect(try await styles(ProductFilter(theme: theme, category: CategoryID(name: "Dresses"), text: "dress")) == ["W26KD0112"])
        try store.close()
    }
}
