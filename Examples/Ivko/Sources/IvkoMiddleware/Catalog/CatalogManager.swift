import AsyncTools
import Foundation
package import IvkoData
public import IvkoModel
package import Logging

/// The catalog for the UI: seasons, themes, categories, products and promotions. Answers from the
/// local catalog at once and refreshes it in the background by `policy`; observers of `changes()`
/// hear what a refresh changed. An import of the product export can also be asked for now
/// (`importProducts(progress:)`); it joins an import already under way rather than run a second.
public actor CatalogManager {
    /// An import of the product export under way, and who hears its progress.
    private struct RunningProductImport: Sendable {
        let task: Task<Int, any Error>
        /// The import's progress, to every caller waiting for it (from the report after they joined).
        let progress: Broadcast<CatalogImportStatus>
    }

    /// The shop's calls (the data layer's).
    private let shop: any ShopCalls
    /// The catalog kept on this device (the data layer's database).
    private let store: CatalogStore
    private let clock: any ManagerClock
    private let logger: Logger
    private let timeZone: ShopTimeZone
    /// How often each part is refreshed.
    public let policy: CatalogRefreshPolicy
    /// What a refresh or an import changed: events, so a new observer hears only later ones.
    private let broadcast = Broadcast<CatalogChange>(replay: .nothing, bufferingPolicy: .bufferingNewest(64))

    private var lastProductImport: Date?
    private var lastReferenceRefresh: Date?
    private var lastPromotionRefresh: Date?
    private var knowsLastImport = false
    private var refreshTask: Task<Void, Never>?
    private var productImport: RunningProductImport?

    /// A catalog kept in `store` and refreshed from `shop`.
    package init(
        shop: any ShopCalls, store: CatalogStore, clock: any ManagerClock = SystemClock(),
        policy: CatalogRefreshPolicy = CatalogRefreshPolicy(), timeZone: ShopTimeZone = ResponseConverter.shopTimeZone,
        logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.shop = shop
        self.store = store
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
        try await store.seasons()
    }

    /// The categories.
    public func categories() async throws(ShopError) -> [Category] {
        try await store.categories()
    }

    /// How many products each category has (a category missing from the answer has none).
    public func productCounts() async throws(ShopError) -> [CategoryID: Int] {
        try await store.productCounts()
    }

    /// The categories with their product counts (without them when the counts cannot be read: the
    /// rows then show none), importing the catalog first when it never was (a first start that
    /// could not import), so a failed import shows with its retry instead of an empty shop.
    public func categoryIndex() async throws(ShopError) -> CategoryIndex {
        try await importProductsIfNeverImported()
        return CategoryIndex(categories: try await categories(), productCounts: (try? await productCounts()) ?? [:])
    }

    /// What Home shows of the catalog: today's promotions with their products' prices, the
    /// categories with their counts (the catalog imported first when it never was), and the current
    /// season with its themes.
    public func home() async throws(ShopError) -> (promotions: [PricedPromotion], index: CategoryIndex, season: Season?) {
        let index = try await categoryIndex()
        return (try await pricedPromotions(), index, try await currentSeason())
    }

    /// The season the shop sells now: the first the backend marks active (`nil` when none is).
    public func currentSeason() async throws(ShopError) -> Season? {
        try await seasons().first(where: \.isActive)
    }

    /// The colour table.
    public func colorTable() async throws(ShopError) -> ColorTable {
        try await store.colorTable()
    }

    /// The promotions to show today.
    public func promotions() async throws(ShopError) -> [Promotion] {
        let today: CalendarDay
        do throws(ShopTimeZoneError) {
            today = try timeZone.day(of: clock.now)
        } catch {
            throw ShopError(error)
        }
        return try await store.promotions(on: today)
    }

    /// Today's promotions, each with its product's price (`nil` for a product the catalog lacks or
    /// cannot read: the slide shows without one), for Home.
    public func pricedPromotions() async throws(ShopError) -> [PricedPromotion] {
        var priced: [PricedPromotion] = []
        for promotion in try await promotions() {
            priced.append(PricedPromotion(promotion: promotion, price: (try? await product(promotion.style))?.price))
        }
        return priced
    }

    /// The shortage of `item` the shop refused for stock, named from the catalog: the product's and
    /// the colour's names, with `available` pieces when known.
    public func shortage(of item: CartItem, available: Int?) async -> StockShortage {
        let product = try? await product(item.style)
        let colors = try? await colorTable()
        return StockShortage(
            item: item, productName: product?.name, colorName: colors?.color(for: item.color).name ?? Color.unknown(item.color).name,
            available: available)
    }

    /// The product with `style`, if the catalog has it.
    public func product(_ style: StyleCode) async throws(ShopError) -> Product? {
        try await store.product(style)
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
        return try await store.products(
            season: filter.season, theme: filter.theme, category: filter.category, matching: filter.searchText, limit: limit
        )
    }

    /// The products of `themes`, theme after theme, at most `limit`.
    private func products(in themes: [Theme], limit: Int) async throws(ShopError) -> [Product] {
        var found: [Product] = []
        for theme in themes where found.count < limit {
            let remaining = limit - found.count
            found += try await store.products(in: theme.id, limit: remaining)
        }
        return found
    }

    // MARK: Live price and stock

    /// The live price and stock of `style`, as the shop has them now (the catalog database keeps
    /// neither): what a product page shows and what Buy Now picks a colour and size from.
    public func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await shop.details(of: style)
    }

    /// What a product page shows: the live price and stock with the product's ratings, which the
    /// data layer merges in from the ratings service (`.unavailable` when it is slow, failing or
    /// absent; the page never waits long for them). Nothing else asks for ratings: Buy Now and the
    /// cart's stock checks read `details(of:)`.
    public func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await shop.detailsWithRatings(of: style)
    }

    /// What Buy Now puts in the cart for `style` when the user chose no colour or size (a
    /// promotion's slide): one piece of the first colour and size in stock, in the product's own
    /// order of colours and sizes (by their codes for what the product does not list, or when the
    /// local catalog does not have it).
    /// - Throws: `.rejected` naming the product when no colour and size of it is in stock.
    public func buyNowItem(for style: StyleCode) async throws(ShopError) -> CartItem {
        let details = try await details(of: style)
        let product = try await product(style)
        guard let variant = Self.firstAvailableVariant(of: details, product: product) else {
            throw .rejected(message: "\(product?.name ?? style.rawValue) is sold out.")
        }
        return CartItem(style: style, color: variant.color, size: variant.size)
    }

    /// The first colour and size of `details` with stock, in `product`'s order when known.
    private static func firstAvailableVariant(of details: ProductDetails, product: Product?) -> Stock.Variant? {
        let candidates = details.stock.quantities.filter { $0.value > 0 }.keys
        let colorOrder = product?.colors ?? []
        let sizeOrder = product?.sizes ?? []
        return candidates.min { left, right in
            let leftKey = (colorOrder.firstIndex(of: left.color) ?? .max, sizeOrder.firstIndex(of: left.size) ?? .max)
            let rightKey = (colorOrder.firstIndex(of: right.color) ?? .max, sizeOrder.firstIndex(of: right.size) ?? .max)
            if leftKey != rightKey { return leftKey < rightKey }
            return (left.color.rawValue, left.size.rawValue) < (right.color.rawValue, right.size.rawValue)
        }
    }

    /// The sizes a product page offers in each of the product's colours: the product's own sizes;
    /// for a product whose catalog lists none, those `stock` lists for the colour, else the one size
    /// as the stock spells it (the shop takes a line only in its stock's spelling), and none while
    /// the stock is not known (`nil`). Empty for a product the catalog does not have.
    public func sizesOffered(for style: StyleCode, stock: Stock?) async -> [ColorCode: [Size]] {
        guard let product = try? await product(style) else { return [:] }
        var offered: [ColorCode: [Size]] = [:]
        for color in product.colors {
            if !product.sizes.isEmpty {
                offered[color] = product.sizes
            } else if let stock {
                let listed = stock.listedSizes(of: color)
                offered[color] = listed.isEmpty ? [stock.oneSize ?? .oneSize()] : listed
            }
        }
        return offered
    }

    // MARK: The shop's stores

    /// The shop's physical stores, asked of the backend each time (a short list that changes
    /// rarely and is not kept in the catalog database); the open ones first, each group in the
    /// backend's order.
    public func stores() async throws(ShopError) -> [Store] {
        let stores = try await shop.stores()
        return stores.filter(\.isOpen) + stores.filter { !$0.isOpen }
    }

    // MARK: The product import

    /// Whether the local catalog holds an imported product export (it does not until the first
    /// import succeeds), so a screen can tell an empty shop from one never loaded.
    public func hasProducts() async -> Bool {
        (try? await store.lastImport()) != nil
    }

    /// Imports the product export now, as `importProducts(progress:)` does, only when the catalog
    /// was never imported (the first start was offline, say, or the background refresh's first
    /// import is still under way: it is joined), so a shop never shows empty for want of an import;
    /// a catalog already there is left to the background refresh. The one place that decides
    /// whether an import is needed: opening a customer's data asks it (`LocalDataManager`), and so
    /// do Home's and the category column's reads.
    /// - Returns: whether an import ran.
    @discardableResult
    func importProductsIfNeverImported(
        progress: @escaping @Sendable (CatalogImportStatus) -> Void = { _ in }
    ) async throws(ShopError) -> Bool {
        guard !(await hasProducts()) else { return false }
        try await importProducts(progress: progress)
        return true
    }

    /// Imports the product export now, reporting `progress` after every page, and tells `changes()`
    /// observers. A failure keeps the previous catalog and is thrown. An import already under way
    /// (the background refresh's) is joined, never run twice at once.
    /// - Returns: the active products imported.
    @discardableResult
    public func importProducts(progress: @escaping @Sendable (CatalogImportStatus) -> Void = { _ in }) async throws(ShopError) -> Int {
        let count = try await runProductImport(progress: progress)
        broadcast.send(.products)
        return count
    }

    /// Runs the product import, or joins the one under way; records when it succeeded.
    private func runProductImport(progress: @escaping @Sendable (CatalogImportStatus) -> Void) async throws(ShopError) -> Int {
        let running: RunningProductImport
        if let current = productImport {
            running = current
        } else {
            let reports = Broadcast<CatalogImportStatus>(replay: .nothing)
            // Background work: its requests wait behind any the user is waiting for.
            let task = Task(priority: .utility) { () async throws -> Int in
                defer { productImport = nil }
                let facts = try await shop.importCatalog(into: store, pageSize: 500) { report in
                    reports.send(CatalogImportStatus(productCount: report.productCount, fractionCompleted: report.fractionCompleted))
                }
                lastProductImport = clock.now
                return facts.productCount
            }
            running = RunningProductImport(task: task, progress: reports)
            productImport = running
        }
        let observation = running.progress.observe(progress)
        defer { observation.cancel() }
        do {
            return try await running.task.value
        } catch let error as ShopError {
            throw error
        } catch {
            throw .cancelled
        }
    }

    // MARK: The background refresh

    /// Refreshes every part whose interval has passed (all of them the first time); a part that
    /// fails keeps its old data and is tried again at the next check.
    /// - Returns: the parts that changed, also sent to `changes()` observers.
    @discardableResult
    public func refreshIfDue() async -> CatalogChange {
        let now = clock.now
        if !knowsLastImport {
            lastProductImport = try? await store.lastImport()?.finishedAt
            knowsLastImport = true
        }
        var changed: CatalogChange = []
        if isDue(lastReferenceRefresh, policy.reference, now) {
            changed.formUnion(await refreshReference())
        }
        if isDue(lastProductImport, policy.products, now) {
            changed.formUnion(await refreshProducts())
        }
        if isDue(lastPromotionRefresh, policy.promotions, now) {
            changed.formUnion(await refreshPromotions())
        }
        if !changed.isEmpty { broadcast.send(changed) }
        return changed
    }

    /// Checks what is due now and then every `policy.checkInterval`, until `stopBackgroundRefresh()`.
    public func startBackgroundRefresh() {
        guard refreshTask == nil else { return }
        refreshTask = clock.repeating(every: policy.checkInterval) { [weak self] in await self?.refreshIfDue() != nil }
    }

    /// Stops the background refresh.
    public func stopBackgroundRefresh() {
        refreshTask?.cancel()
        refreshTask = nil
    }

    private func refreshReference() async -> CatalogChange {
        do throws(ShopError) {
            let seasons = try await shop.seasons()
            let colors = try await shop.colorTable()
            try await store.replaceSeasons(seasons)
            try await store.replaceColorTable(colors)
            lastReferenceRefresh = clock.now
            return [.seasons, .colors]
        } catch {
            logger.warning("seasons and colours not refreshed", metadata: ["error": "\(error)"])
            return []
        }
    }

    private func refreshProducts() async -> CatalogChange {
        do throws(ShopError) {
            let productCount = try await runProductImport { _ in }
            logger.info("catalog refreshed", metadata: ["products": "\(productCount)"])
            return .products
        } catch {
            logger.warning("catalog not refreshed", metadata: ["error": "\(error)"])
            return []
        }
    }

    private func refreshPromotions() async -> CatalogChange {
        do throws(ShopError) {
            let promotions = try await shop.promotions(now: clock.now)
            try await store.replacePromotions(promotions)
            lastPromotionRefresh = clock.now
            return .promotions
        } catch {
            logger.warning("promotions not refreshed", metadata: ["error": "\(error)"])
            return []
        }
    }

    private func isDue(_ last: Date?, _ interval: Duration, _ now: Date) -> Bool {
        guard let last else { return true }
        return now.timeIntervalSince(last) >= interval.timeInterval
    }
}
