import Foundation
package import IvkoData
public import IvkoModel
package import Logging

/// The catalog for the UI: seasons, themes, categories, products and promotions. Answers from the
/// local catalog at once and refreshes it in the background by `policy`; observers of `changes()`
/// hear what a refresh changed.
public actor CatalogManager {
    let store: CatalogStore
    let source: any CatalogSource
    let clock: any ManagerClock
    let logger: Logger
    let timeZone: ShopTimeZone
    /// How often each part is refreshed.
    public let policy: CatalogRefreshPolicy
    let broadcast = Broadcast<CatalogChange>()

    var lastProductImport: Date?
    var lastReferenceRefresh: Date?
    var lastPromotionRefresh: Date?
    var knowsLastImport = false
    var refreshTask: Task<Void, Never>?
    var productImport: RunningProductImport?

    /// A catalog on `store`, refreshed through `source`.
    package init(
        store: CatalogStore, source: any CatalogSource, clock: any ManagerClock = SystemClock(),
        policy: CatalogRefreshPolicy = CatalogRefreshPolicy(), timeZone: ShopTimeZone = DataManager.shopTimeZone,
        logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.store = store
        self.source = source
        self.clock = clock
        self.policy = policy
        self.timeZone = timeZone
        self.logger = logger
    }

    /// What each refresh changed, from now on.
    public nonisolated func changes() -> AsyncStream<CatalogChange> {
        broadcast.stream()
    }

    /// The seasons with their themes.
    public func seasons() async throws(ShopError) -> [Season] {
        try await stored { () throws(StoreError) in try await store.seasons() }
    }

    /// The categories.
    public func categories() async throws(ShopError) -> [Category] {
        try await stored { () throws(StoreError) in try await store.categories() }
    }

    /// How many products each category has (a category missing from the answer has none).
    public func productCounts() async throws(ShopError) -> [CategoryID: Int] {
        try await stored { () throws(StoreError) in try await store.productCounts() }
    }

    /// The colour table.
    public func colorTable() async throws(ShopError) -> ColorTable {
        try await stored { () throws(StoreError) in try await store.colorTable() }
    }

    /// The promotions to show today.
    public func promotions() async throws(ShopError) -> [Promotion] {
        let today: CalendarDay
        do throws(ShopTimeZoneError) {
            today = try timeZone.day(of: clock.now)
        } catch {
            throw ShopError(error)
        }
        return try await stored { () throws(StoreError) in try await store.promotions(on: today) }
    }

    /// The product with `style`, if the catalog has it.
    public func product(_ style: StyleCode) async throws(ShopError) -> Product? {
        try await stored { () throws(StoreError) in try await store.product(style) }
    }

    /// The themes of `season`, in the backend's order (none when the season is unknown).
    public func themes(in season: SeasonCode) async throws(ShopError) -> [Theme] {
        try await seasons().first { $0.id == season }?.themes ?? []
    }

    /// The products passing `filter`, at most `limit`: those of a season alone theme after theme, in
    /// the backend's order of its themes; any other filter in export order, answered whole by one
    /// store query, so only the products returned are built.
    public func products(_ filter: ProductFilter = ProductFilter(), limit: Int = 200) async throws(ShopError) -> [Product] {
        if let season = filter.season, filter.criteriaCount == 1 {
            return try await products(in: try await themes(in: season), limit: limit)
        }
        return try await stored { () throws(StoreError) in
            try await store.products(
                season: filter.season, theme: filter.theme, category: filter.category, matching: filter.searchText,
                limit: limit
            )
        }
    }

    /// The products of `themes`, theme after theme, at most `limit`.
    private func products(in themes: [Theme], limit: Int) async throws(ShopError) -> [Product] {
        var found: [Product] = []
        for theme in themes where found.count < limit {
            let remaining = limit - found.count
            found += try await stored { () throws(StoreError) in try await store.products(in: theme.id, limit: remaining) }
        }
        return found
    }
}
