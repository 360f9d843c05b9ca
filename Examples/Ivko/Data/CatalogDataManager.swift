public import Foundation
public import IvkoModel

/// The DataManager's face for the catalog: the shop's catalog calls (through the app-wide
/// `DataManager`) and the catalog's copy on this device (its `CatalogStore`) behind one value, so the
/// catalog manager talks to the data layer through it alone and never holds a store.
/// `DataManager.openCatalog(at:)` makes one; every failure is a `ShopError`.
public struct CatalogDataManager: Sendable {
    /// The shop's calls: the app-wide DataManager's.
    private let network: any CatalogCalls
    /// The catalog's database.
    private let store: CatalogStore

    /// The face of the open catalog database `store`, the shop's calls made through `network`:
    /// what `DataManager.openCatalog(at:)` answers, and what a holder of an already open store
    /// (a test looking into the database beside the manager) makes.
    package init(network: any CatalogCalls, store: CatalogStore) {
        self.network = network
        self.store = store
    }

    // MARK: The shop's catalog

    /// The promotions to show at `now`, from the shop.
    public func promotions(now: Date) async throws(ShopError) -> [Promotion] {
        try await network.promotions(now: now)
    }

    /// The seasons with their themes, from the shop.
    public func seasons() async throws(ShopError) -> [Season] {
        try await network.seasons()
    }

    /// The colour table, from the shop.
    public func colorTable() async throws(ShopError) -> ColorTable {
        try await network.colorTable()
    }

    /// The shop's physical stores, from the shop (not kept on the device).
    public func stores() async throws(ShopError) -> [Store] {
        try await network.stores()
    }

    /// The live price and stock of `style`, from the shop.
    public func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await network.details(of: style)
    }

    /// The live price and stock of `style` with its ratings merged in: for a product page only.
    public func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await network.detailsWithRatings(of: style)
    }

    /// Imports the shop's product export into this catalog, `pageSize` products a page; the old
    /// catalog stays when it fails.
    public func importCatalog(
        pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    ) async throws(ShopError) -> CatalogImportFacts {
        try await network.importCatalog(into: store, pageSize: pageSize, progress: progress)
    }

    // MARK: The catalog on this device

    /// The kept seasons with their themes.
    public func storedSeasons() async throws(ShopError) -> [Season] {
        try await stored { () throws(StoreError) in try await store.seasons() }
    }

    /// The kept colour table.
    public func storedColorTable() async throws(ShopError) -> ColorTable {
        try await stored { () throws(StoreError) in try await store.colorTable() }
    }

    /// The kept promotions to show on `day`.
    public func storedPromotions(on day: CalendarDay) async throws(ShopError) -> [Promotion] {
        try await stored { () throws(StoreError) in try await store.promotions(on: day) }
    }

    /// The categories of the kept products.
    public func categories() async throws(ShopError) -> [Category] {
        try await stored { () throws(StoreError) in try await store.categories() }
    }

    /// How many kept products each category has.
    public func productCounts() async throws(ShopError) -> [CategoryID: Int] {
        try await stored { () throws(StoreError) in try await store.productCounts() }
    }

    /// The kept product with `style`, if there is one.
    public func product(_ style: StyleCode) async throws(ShopError) -> Product? {
        try await stored { () throws(StoreError) in try await store.product(style) }
    }

    /// The kept products of `season`, `theme` and `category` whose name contains `text`, at most
    /// `limit`, in export order (a part left `nil` does not narrow).
    public func products(
        season: SeasonCode?, theme: ThemeID?, category: CategoryID?, matching text: String?, limit: Int
    ) async throws(ShopError) -> [Product] {
        try await stored { () throws(StoreError) in
            try await store.products(season: season, theme: theme, category: category, matching: text, limit: limit)
        }
    }

    /// The kept products of `theme`, at most `limit`, in export order.
    public func products(in theme: ThemeID, limit: Int) async throws(ShopError) -> [Product] {
        try await stored { () throws(StoreError) in try await store.products(in: theme, limit: limit) }
    }

    /// The facts of the last import kept (`nil`: the catalog was never imported).
    public func lastImport() async throws(ShopError) -> CatalogImportFacts? {
        try await stored { () throws(StoreError) in try await store.lastImport() }
    }

    /// Keeps `seasons` in place of the kept ones.
    public func replaceSeasons(_ seasons: [Season]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.replaceSeasons(seasons) }
    }

    /// Keeps `table` in place of the kept colour table.
    public func replaceColorTable(_ table: ColorTable) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.replaceColorTable(table) }
    }

    /// Keeps `promotions` in place of the kept ones.
    public func replacePromotions(_ promotions: [Promotion]) async throws(ShopError) {
        try await stored { () throws(StoreError) in try await store.replacePromotions(promotions) }
    }
}
