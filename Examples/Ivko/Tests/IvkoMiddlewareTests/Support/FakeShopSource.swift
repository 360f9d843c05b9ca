import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel

/// An in-memory shop for static-data tests of the managers: a server cart, product details,
/// assets with ETags, catalog data, counters of the calls made, and failures on demand.
final class FakeShopSource: ShopSource, @unchecked Sendable {
    private let lock = NSLock()
    private var serverLines: [CartLine] = []
    private var nextLine = 1
    private var scriptedFailures: [String: [ShopError]] = [:]
    private var keepsCredentials = false
    private let events = Broadcaster()

    /// How many session events the listeners have handled (see `PacedEvents`).
    var handledEvents: CountSignal { events.handled }

    var details: [StyleCode: ProductDetails] = [:]
    var offline = false
    /// Whether an added line joins the line of the same variant, as the backend fixture's cart
    /// does (API.md leaves it open, so the managers must work with either).
    var mergesLines = true
    /// Whether adding refuses pieces beyond the stock in `details`, counting what the cart holds.
    var enforcesStock = false
    var products: [Product] = []
    var seasonList: [Season] = []
    var promotionList: [Promotion] = []
    var storeList: [Store] = []
    var assetVersions: [String: (etag: String, size: Int)] = [:]
    private(set) var calls: [String: Int] = [:]

    func count(_ name: String) -> Int { lock.withLock { calls[name, default: 0] } }
    private var placed: [UUID] = []
    var placedReferences: [UUID] { lock.withLock { placed } }
    func setOffline(_ value: Bool) { lock.withLock { offline = value } }
    var serverCart: [CartItem] { lock.withLock { serverLines.map(\.item) } }

    private func record(_ name: String) throws(ShopError) {
        let (isOffline, failure) = lock.withLock {
            calls[name, default: 0] += 1
            let failure = scriptedFailures[name]?.first
            if failure != nil { scriptedFailures[name]?.removeFirst() }
            return (offline, failure)
        }
        if let failure { throw failure }
        if isOffline { throw .offline(reason: "test offline") }
    }

    /// Makes the next `times` calls of `name` (e.g. `"removeCartLine"`) fail with `error`.
    func fail(_ name: String, times: Int = 1, with error: ShopError) {
        lock.withLock { scriptedFailures[name, default: []] += Array(repeating: error, count: times) }
    }

    /// Forgets the server cart and tells listeners a new session began.
    func renewSession() {
        lock.withLock { serverLines = [] }
        events.send(.renewed)
    }

    /// Tells listeners `event` happened to the session.
    func sendSessionEvent(_ event: ShopSessionEvent) {
        events.send(event)
    }

    /// Sets whether credentials are kept for a silent sign-in.
    func setKeepsCredentials(_ value: Bool) { lock.withLock { keepsCredentials = value } }

    // MARK: Catalog

    func promotions(now: Date) async throws(ShopError) -> [Promotion] {
        try record("promotions")
        return lock.withLock { promotionList }
    }

    func seasons() async throws(ShopError) -> [Season] {
        try record("seasons")
        return lock.withLock { seasonList }
    }

    func colorTable() async throws(ShopError) -> ColorTable {
        try record("colors")
        return ColorTable(names: [:])
    }

    func stores() async throws(ShopError) -> [Store] {
        try record("stores")
        return lock.withLock { storeList }
    }

    func importCatalog(
        into store: CatalogStore, pageSize: Int, progress: @escaping @Sendable (CatalogImportProgress) -> Void
    )
        async throws(ShopError) -> CatalogImportFacts
    {
        try record("import")
        let products = lock.withLock { self.products }
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
    func hasKeptCredentials() async -> Bool { lock.withLock { keepsCredentials } }

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
        return lock.withLock { Cart(lines: serverLines) }
    }

    func addToCart(_ item: CartItem) async throws(ShopError) -> Cart {
        try record("addToCart")
        let outcome: Result<Cart, ShopError> = lock.withLock {
            let variant = { (line: CartLine) in
                line.item.style == item.style && line.item.color == item.color && line.item.size == item.size
            }
            let taken = serverLines.filter(variant).reduce(0) { $0 + $1.item.quantity.value }
            if enforcesStock, let stock = details[item.style]?.stock,
                stock.quantity(color: item.color, size: item.size) < taken + item.quantity.value
            {
                return .failure(.outOfStock(message: "Not enough stock for \(item.style) / \(item.color) / \(item.size)"))
            }
            let price = details[item.style]?.price.current ?? ModelValues.euros(10)
            if mergesLines, let index = serverLines.firstIndex(where: variant),
                let merged = Quantity(serverLines[index].item.quantity.value + item.quantity.value)
            {
                serverLines[index].item.quantity = merged
            } else {
                serverLines.append(CartLine(id: CartLineID("L\(nextLine)"), item: item, unitPrice: price))
                nextLine += 1
            }
            return .success(Cart(lines: serverLines))
        }
        return try outcome.get()
    }

    func removeCartLine(_ line: CartLineID) async throws(ShopError) -> Cart {
        try record("removeCartLine")
        return lock.withLock {
            serverLines.removeAll { $0.id == line }
            return Cart(lines: serverLines)
        }
    }

    func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try record("details")
        guard let found = lock.withLock({ details[style] }) else { throw .notFound(message: "Style not found") }
        return found
    }

    // MARK: Orders

    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        lock.withLock { placed.append(order.clientReference) }
        try record("placeOrder")
        return OrderConfirmation(number: OrderNumber("W-1"), total: ModelValues.euros(10))
    }

    func orderHistory() async throws(ShopError) -> [OrderSummary] {
        try record("orders")
        return []
    }

    // MARK: Assets

    func downloadAsset(_ path: AssetPath, to file: URL, ifNoneMatch etag: String?) async throws(ShopError) -> AssetDownload {
        try record("asset")
        guard let version = lock.withLock({ assetVersions[path.rawValue] }) else { throw .notFound(message: "No asset") }
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
