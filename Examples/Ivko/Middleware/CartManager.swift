import Foundation
package import IvkoData
public import IvkoModel
package import Logging

/// The user's cart. The copy in the per-user database is the truth; it is mirrored to the server
/// cart, put back there after a new session (the server loses its cart with the session), and its
/// prices and stock are refreshed at an interval. When mirroring a change (a clear after checkout
/// included) fails, the server cart is synced again in the background, with backoff, until it holds
/// what the local one does. A line that went out of stock is flagged, never dropped. Observe
/// `snapshots()` (or `itemCounts()` for a badge).
public actor CartManager {
    let store: UserStore
    let source: any CartSource
    let clock: any ManagerClock
    let logger: Logger
    /// How often prices and stock are refreshed.
    public let refreshInterval: Duration
    let broadcast = Broadcast<CartSnapshot>()

    var entries: [CartEntry] = []
    var serverLines: [CartVariant: CartLineID] = [:]
    var isSynced = false
    var serverRestores = 0
    var lastStockRefresh: Date?
    var tasks: [Task<Void, Never>] = []
    /// The background sync after a failed mirror, while one is due.
    var resync: Task<Void, Never>?
    var isBusy = false
    var waiters: [CheckedContinuation<Void, Never>] = []

    /// A cart on `store`, mirrored through `source`; prices and stock refreshed every `refreshInterval`.
    package init(
        store: UserStore, source: any CartSource, clock: any ManagerClock = SystemClock(),
        refreshInterval: Duration = .seconds(15 * 60), logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.store = store
        self.source = source
        self.clock = clock
        self.refreshInterval = refreshInterval
        self.logger = logger
    }

    /// The cart now and every change after it.
    public nonisolated func snapshots() -> AsyncStream<CartSnapshot> {
        broadcast.stream()
    }

    /// The number of pieces now and after every change (repeats are left out).
    public nonisolated func itemCounts() -> AsyncStream<Int> {
        let snapshots = broadcast.stream()
        return AsyncStream { continuation in
            let task = Task {
                var last: Int?
                for await snapshot in snapshots where snapshot.itemCount != last {
                    last = snapshot.itemCount
                    continuation.yield(snapshot.itemCount)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The cart now.
    public var snapshot: CartSnapshot {
        CartSnapshot(entries: entries, isSyncedWithServer: isSynced, serverRestores: serverRestores)
    }

    /// Reads the cart from the database.
    @discardableResult
    public func load() async throws(ShopError) -> CartSnapshot {
        try await serialized { () throws(ShopError) in try await loadNow() }
    }

    private func loadNow() async throws(ShopError) -> CartSnapshot {
        let items = try await stored { () throws(StoreError) in try await store.cartItems() }
        entries = items.map { CartEntry(item: $0) }
        publish()
        return snapshot
    }

    /// Adds `item` (to the line of the same variant, if any), saves, and mirrors it to the server.
    /// Refused stock undoes the change and throws; when offline the change stays and is synced later.
    @discardableResult
    public func add(_ item: CartItem) async throws(ShopError) -> CartSnapshot {
        try await serialized { () throws(ShopError) in try await addNow(item) }
    }

    private func addNow(_ item: CartItem) async throws(ShopError) -> CartSnapshot {
        let before = entries
        var merged = item
        if let index = entries.firstIndex(where: { $0.id == CartVariant(item) }) {
            guard let quantity = entries[index].item.quantity.adding(item.quantity) else {
                throw .rejected(message: "a cart line cannot hold \(entries[index].item.quantity) + \(item.quantity) pieces")
            }
            entries[index].item.quantity = quantity
            merged = entries[index].item
        } else {
            entries.append(CartEntry(item: item))
        }
        try await save()
        do throws(ShopError) {
            try await mirrorAdd(merged)
        } catch  where error.isTransient || error.needsSignIn {
            logger.info("cart change kept locally; the server will get it later", metadata: ["error": "\(error)"])
            markOutOfSync()
        } catch {
            entries = before
            try await save()
            isSynced = false
            do throws(ShopError) {
                try await syncNow()
            } catch {
                markOutOfSync()
            }
            publish()
            throw error
        }
        publish()
        return snapshot
    }

    /// Removes the line of `variant`, saves, and mirrors it to the server.
    @discardableResult
    public func remove(_ variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        try await serialized { () throws(ShopError) in try await removeNow(variant) }
    }

    private func removeNow(_ variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        entries.removeAll { $0.id == variant }
        try await save()
        do throws(ShopError) {
            if isSynced, let line = serverLines[variant] {
                apply(try await remote { () throws(ShopDataError) in try await source.removeCartLine(line) })
            } else {
                try await pushWholeCart()
            }
        } catch {
            logger.info("cart removal kept locally; the server will get it later", metadata: ["error": "\(error)"])
            markOutOfSync()
        }
        publish()
        return snapshot
    }

    /// Empties the cart (after an order was placed). Throws only when the local copy cannot be
    /// saved; when the server cart cannot be emptied now, it is emptied by the background sync.
    public func clear() async throws(ShopError) {
        try await serialized { () throws(ShopError) in try await clearNow() }
    }

    private func clearNow() async throws(ShopError) {
        entries = []
        try await save()
        do throws(ShopError) {
            try await pushWholeCart()
        } catch {
            logger.info("the server cart was not emptied; it will be later", metadata: ["error": "\(error)"])
            markOutOfSync()
        }
        publish()
    }

    /// Puts the line of `merged`'s variant on the server with `merged`'s quantity.
    private func mirrorAdd(_ merged: CartItem) async throws(ShopError) {
        guard isSynced else { return try await pushWholeCart() }
        if let line = serverLines[CartVariant(merged)] {
            _ = try await remote { () throws(ShopDataError) in try await source.removeCartLine(line) }
        }
        let cart = try await remote { () throws(ShopDataError) in try await source.addToCart(merged) }
        if Self.quantities(of: cart.items) == Self.quantities(of: entries.map(\.item)) {
            apply(cart)
        } else {
            try await syncNow()
        }
    }

    func save() async throws(ShopError) {
        let items = entries.map(\.item)
        try await stored { () throws(StoreError) in try await store.saveCartItems(items) }
    }

    func publish() {
        broadcast.send(snapshot)
    }
}

extension CartManager {
    /// Completes the confirmed `order` (`UserStore.completePendingOrder`): in one transaction the
    /// pending order is forgotten and its pieces leave the stored cart; then this cart takes the
    /// result (keeping the prices and stock it knew of the lines left) and mirrors it to the server
    /// (later, in the background, when that fails). `checkpoint` hears `.insideCompletion` and
    /// `.afterCompletion`.
    func completeOrder(_ order: OrderRequest, checkpoint: CheckoutCheckpointHook?) async throws(ShopError) {
        try await serialized { () throws(ShopError) in
            let result = try await stored { () throws(StoreError) in
                try await store.completePendingOrder(order) { checkpoint?(.insideCompletion) }
            }
            checkpoint?(.afterCompletion)
            guard result.wasPending else { return }
            let known = Dictionary(entries.map { ($0.id, $0) }) { first, _ in first }
            entries = result.cart.map { item in
                var entry = known[CartVariant(item)] ?? CartEntry(item: item)
                entry.item = item
                return entry
            }
            do throws(ShopError) {
                try await pushWholeCart()
            } catch {
                logger.info("the server cart will get the cart after the order later", metadata: ["error": "\(error)"])
                markOutOfSync()
            }
            publish()
        }
    }
}
