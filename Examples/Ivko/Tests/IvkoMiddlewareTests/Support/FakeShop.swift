import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel

/// An in-memory shop for static-data tests of the managers: a server cart, product details,
/// assets with ETags, catalog data, counters of the calls made, and failures on demand. It answers
/// the shop's calls (`ShopCalls`) in the DataManager's place, beside real databases.
final class FakeShop: ShopCalls, Sendable {
    /// Everything the fake shop holds and counts, behind one lock.
    private struct State {
        var serverLines: [CartLine] = []
        var nextLine = 1
        var scriptedFailures: [String: [ShopError]] = [:]
        var keepsCredentials = false
        var details: [StyleCode: ProductDetails] = [:]
        var offline = false
        var mergesLines = true
        var enforcesStock = false
        var products: [Product] = []
        var seasonList: [Season] = []
        var promotionList: [Promotion] = []
        var storeList: [Store] = []
        var assetVersions: [String: (etag: String, size: Int)] = [:]
        var calls: [String: Int] = [:]
        var placed: [UUID] = []
        /// The last id each connection of the notification feed asked after, in order.
        var feedRequests: [Int?] = []
        /// The next connections' feeds, as the tests scripted them.
        var scriptedFeeds: [AsyncThrowingStream<NotificationFeed.Item, any Error>] = []
        /// The unscripted connections, kept open and silent.
        var silentFeeds: [AsyncThrowingStream<NotificationFeed.Item, any Error>.Continuation] = []
    }

    private let state = Locked(State())
    private let events = Broadcaster()

    /// How many session events the listeners have handled (see `PacedEvents`).
    var handledEvents: CountSignal { events.handled }

    var details: [StyleCode: ProductDetails] {
        get { state.withLock { $0.details } }
        set { state.withLock { $0.details = newValue } }
    }
    var offline: Bool {
        get { state.withLock { $0.offline } }
        set { state.withLock { $0.offline = newValue } }
    }
    /// Whether an added line joins the line of the same variant, as the backend fixture's cart
    /// does (API.md leaves it open, so the managers must work with either).
    var mergesLines: Bool {
        get { state.withLock { $0.mergesLines } }
        set { state.withLock { $0.mergesLines = newValue } }
    }
    /// Whether adding refuses pieces beyond the stock in `details`, counting what the cart holds.
    var enforcesStock: Bool {
        get { state.withLock { $0.enforcesStock } }
        set { state.withLock { $0.enforcesStock = newValue } }
    }
    var products: [Product] {
        get { state.withLock { $0.products } }
        set { state.withLock { $0.products = newValue } }
    }
    var seasonList: [Season] {
        get { state.withLock { $0.seasonList } }
        set { state.withLock { $0.seasonList = newValue } }
    }
    var promotionList: [Promotion] {
        get { state.withLock { $0.promotionList } }
        set { state.withLock { $0.promotionList = newValue } }
    }
    var storeList: [Store] {
        get { state.withLock { $0.storeList } }
        set { state.withLock { $0.storeList = newValue } }
    }
    var assetVersions: [String: (etag: String, size: Int)] {
        get { state.withLock { $0.assetVersions } }
        set { state.withLock { $0.assetVersions = newValue } }
    }

    func count(_ name: String) -> Int { state.withLock { $0.calls[name, default: 0] } }
    var placedReferences: [UUID] { state.withLock { $0.placed } }
    func setOffline(_ value: Bool) { offline = value }
    var serverCart: [CartItem] { state.withLock { $0.serverLines.map(\.item) } }

    private func record(_ name: String) throws(ShopError) {
        let (isOffline, failure) = state.withLock { state in
            state.calls[name, default: 0] += 1
            let failure = state.scriptedFailures[name]?.first
            if failure != nil { state.scriptedFailures[name]?.removeFirst() }
            return (state.offline, failure)
        }
        if let failure { throw failure }
        if isOffline { throw .offline(reason: "test offline") }
    }

    /// Makes the next `times` calls of `name` (e.g. `"removeCartLine"`) fail with `error`.
    func fail(_ name: String, times: Int = 1, with error: ShopError) {
        state.withLock { $0.scriptedFailures[name, default: []] += Array(repeating: error, count: times) }
    }

    /// Forgets the server cart and tells listeners a new session began.
    func renewSession() {
        state.withLock { $0.serverLines = [] }
        events.send(.renewed)
    }

    /// Tells listeners `event` happened to the session.
    func sendSessionEvent(_ event: ShopSessionEvent) {
        events.send(event)
    }

    /// Sets whether credentials are kept for a silent sign-in.
    func setKeepsCredentials(_ value: Bool) { state.withLock { $0.keepsCredentials = value } }

    // MARK: Catalog

    func promotions(now: Date) async throws(ShopError) -> [Promotion] {
        try record("promotions")
        return promotionList
    }

    func seasons() async throws(ShopError) -> [Season] {
        try record("seasons")
        return seasonList
    }

    func colorTable() async throws(ShopError) -> ColorTable {
        try record("colors")
        return ColorTable(names: [:])
    }

    func stores() async throws(ShopError) -> [Store] {
        try record("stores")
        return storeList
    }

    func importCatalog(
        into store: CatalogStore, pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    )
        async throws(ShopError) -> CatalogImportFacts
    {
        try record("import")
        let products = self.products
        do {
            var catalogImport = try await store.beginImport()
            try await catalogImport.add(Converted(ProductExportPage(products: products)))
            try await catalogImport.finish()
            guard let facts = try await store.lastImport() else { throw ShopError.storageFailure(reason: "no facts") }
            return facts
        } catch let error as StoreError {
            throw ShopError(error)
        } catch {
            throw .storageFailure(reason: "\(error)")
        }
    }

    // MARK: Account

    func signIn(username: String, password: String) async throws(ShopError) {
        try record("signIn")
        if password != "demo" { throw .wrongCredentials(message: "Invalid username or password") }
    }

    func signOut() async throws(ShopError) { try record("signOut") }
    func hasKeptCredentials() async -> Bool { state.withLock { $0.keepsCredentials } }

    func customerProfile() async throws(ShopError) -> CustomerProfile {
        try record("customer")
        return CustomerProfile(number: CustomerNumber("0004711"), firstName: "Jana", lastName: "Petrović")
    }

    func balance() async throws(ShopError) -> Balance {
        try record("balance")
        return Balance(points: 10, credit: ModelValues.euros(0))
    }

    func addresses() async throws(ShopError) -> [Address] {
        try record("addresses")
        return [Address(id: AddressID("1"), line1: "Knez Mihailova 1", city: "Beograd", isDefault: true)]
    }

    func sessionEventStream() -> AsyncStream<ShopSessionEvent> { events.stream() }

    // MARK: Cart

    func cart() async throws(ShopError) -> Cart {
        try record("cart")
        return state.withLock { Cart(lines: $0.serverLines) }
    }

    func addToCart(_ item: CartItem) async throws(ShopError) -> Cart {
        try record("addToCart")
        let outcome: Result<Cart, ShopError> = state.withLock { state in
            let variant = { (line: CartLine) in
                line.item.style == item.style && line.item.color == item.color && line.item.size == item.size
            }
            let taken = state.serverLines.filter(variant).reduce(0) { $0 + $1.item.quantity.value }
            if state.enforcesStock, let stock = state.details[item.style]?.stock,
                stock.quantity(color: item.color, size: item.size) < taken + item.quantity.value
            {
                return .failure(.outOfStock(message: "Not enough stock for \(item.style) / \(item.color) / \(item.size)"))
            }
            let price = state.details[item.style]?.price.current ?? ModelValues.euros(10)
            if state.mergesLines, let index = state.serverLines.firstIndex(where: variant),
                let merged = Quantity(state.serverLines[index].item.quantity.value + item.quantity.value)
            {
                state.serverLines[index].item.quantity = merged
            } else {
                state.serverLines.append(CartLine(id: CartLineID("L\(state.nextLine)"), item: item, unitPrice: price))
                state.nextLine += 1
            }
            return .success(Cart(lines: state.serverLines))
        }
        return try outcome.get()
    }

    func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart {
        try record("removeCartLine")
        return state.withLock { state in
            state.serverLines.removeAll { $0.id == line }
            return Cart(lines: state.serverLines)
        }
    }

    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try record("details")
        guard let found = details[style] else { throw .notFound(message: "Style not found") }
        return found
    }

    /// The live details, their ratings not configured: the fake shop has no ratings service.
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        var details = try await details(of: style)
        details.ratings = .unavailable(.notConfigured)
        return details
    }

    // MARK: Orders

    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        state.withLock { $0.placed.append(order.clientReference) }
        try record("placeOrder")
        return OrderConfirmation(number: OrderNumber("W-1"), total: ModelValues.euros(10))
    }

    func orderHistory() async throws(ShopError) -> [OrderSummary] {
        try record("orders")
        return []
    }

    // MARK: Notifications

    /// The last id each connection of the notification feed asked after, in order.
    var feedRequests: [Int?] { state.withLock { $0.feedRequests } }

    /// Scripts the next connection of the notification feed: what the test yields on the answered
    /// continuation, and how it finishes (a `ShopError` thrown as itself). Connections nobody
    /// scripted stay open and silent.
    func scriptFeed() -> AsyncThrowingStream<NotificationFeed.Item, any Error>.Continuation {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: NotificationFeed.Item.self)
        state.withLock { $0.scriptedFeeds.append(stream) }
        return continuation
    }

    func notificationFeed(after lastID: Int?) async throws(ShopError) -> NotificationFeed {
        try record("push/events")
        let items = state.withLock { state in
            state.feedRequests.append(lastID)
            if !state.scriptedFeeds.isEmpty { return state.scriptedFeeds.removeFirst() }
            let (stream, continuation) = AsyncThrowingStream.makeStream(of: NotificationFeed.Item.self)
            state.silentFeeds.append(continuation)
            return stream
        }
        return NotificationFeed(items: items)
    }

    // MARK: Assets

    func downloadAsset(_ path: AssetPath, to file: URL, ifNoneMatch etag: String?) async throws(ShopError) -> AssetDownload {
        try record("asset")
        guard let version = assetVersions[path.rawValue] else { throw .notFound(message: "No asset") }
        if etag == version.etag { return .notModified }
        do {
            try Data(repeating: 7, count: version.size).write(to: file)
        } catch {
            throw .storageFailure(reason: "\(error)")
        }
        return .downloaded(file: file, etag: version.etag, contentType: "image/jpeg", byteCount: Int64(version.size))
    }
}

/// Session events for the fake, to any number of listeners (each from when it started listening,
/// as the data layer's hub does), paced so that tests know how many the listeners have handled.
private final class Broadcaster: Sendable {
    private let events = Broadcast<ShopSessionEvent>(replay: .nothing)
    private let paced = PacedEvents()

    var handled: CountSignal { paced.handled }

    func stream() -> AsyncStream<ShopSessionEvent> {
        paced.pacing(events.stream())
    }

    func send(_ event: ShopSessionEvent) {
        events.send(event)
    }
}
