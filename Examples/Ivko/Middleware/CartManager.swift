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
    /// The server's line ids per variant (a server that does not merge lines may hold several).
    var serverLines: [CartVariant: [CartLineID]] = [:]
    var isSynced = false
    var serverRestores = 0
    var lastStockRefresh: Date?
    var stockCheckFailure: ShopError?
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
        CartSnapshot(
            entries: entries, isSyncedWithServer: isSynced, serverRestores: serverRestores, stockCheckFailure: stockCheckFailure
        )
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
        if let index = entries.firstIndex(where: { $0.id == CartVariant(item) }) {
            guard let quantity = entries[index].item.quantity.adding(item.quantity) else {
                throw .rejected(message: "a cart line cannot hold \(entries[index].item.quantity) + \(item.quantity) pieces")
            }
            entries[index].item.quantity = quantity
        } else {
            entries.append(CartEntry(item: item))
        }
        try await save()
        do throws(ShopError) {
            try await mirrorAdd(item)
        } catch  where error.isTransient || error.needsSignIn {
            logger.info("cart change kept locally; the server will get it later", metadata: ["error": "\(error)"])
            markOutOfSync()
        } catch {
            entries = before
            try await save()
            if case .outOfStock = error { await noteStock(of: CartVariant(item)) }
            await resyncAfterRefusal()
            publish()
            throw error
        }
        publish()
        return snapshot
    }

    /// Sets the line of `variant` to `quantity` pieces, on the server first and then here. The
    /// shop's API has no update: more pieces are added to the line (the shop merges them, counting
    /// what the line holds against the stock); fewer replace the line. A refused or failed change
    /// leaves the cart as it was, here and on the server (put back at once, or by the background
    /// sync when the shop cannot be reached), and throws; a refusal for stock also gives the line
    /// the live stock, so the cart shows how many are left.
    @discardableResult
    public func setQuantity(_ quantity: Quantity, of variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        try await serialized { () throws(ShopError) in try await setQuantityNow(quantity, of: variant) }
    }

    private func setQuantityNow(_ quantity: Quantity, of variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        guard let old = entries.first(where: { $0.id == variant })?.item.quantity else {
            throw .rejected(message: "the cart has no line of \(variant.style.rawValue) in that colour and size")
        }
        guard quantity != old else { return snapshot }
        do throws(ShopError) {
            // The server must hold the cart as it is before the change can be made there.
            if !isSynced { try await syncNow() }
            setLocalQuantity(quantity, of: variant)
            try await mirrorQuantity(of: variant, from: old, to: quantity)
            try await save()
        } catch {
            setLocalQuantity(old, of: variant)
            if case .outOfStock = error { await noteStock(of: variant) }
            await resyncAfterRefusal()
            publish()
            throw error
        }
        publish()
        return snapshot
    }

    private func setLocalQuantity(_ quantity: Quantity, of variant: CartVariant) {
        for index in entries.indices where entries[index].id == variant {
            entries[index].item.quantity = quantity
            if let available = entries[index].availability.available {
                entries[index].availability = CartAvailability(quantity: quantity.value, available: available)
            }
        }
    }

    /// Changes the server's line of `variant` from `old` to `new` pieces (see `setQuantity`).
    private func mirrorQuantity(of variant: CartVariant, from old: Quantity, to new: Quantity) async throws(ShopError) {
        let lines = serverLines[variant] ?? []
        var cart: Cart?
        if new.value > old.value, !lines.isEmpty, let extra = Quantity(new.value - old.value) {
            let item = CartItem(style: variant.style, color: variant.color, size: variant.size, quantity: extra)
            cart = try await remote { () throws(ShopDataError) in try await source.addToCart(item) }
        } else {
            for line in lines {
                cart = try await remote { () throws(ShopDataError) in try await source.removeCartLine(line) }
            }
            let item = CartItem(style: variant.style, color: variant.color, size: variant.size, quantity: new)
            cart = try await remote { () throws(ShopDataError) in try await source.addToCart(item) }
        }
        if let cart, Self.quantities(of: cart.items) == Self.quantities(of: entries.map(\.item)) {
            apply(cart)
        } else {
            try await syncNow()
        }
    }

    /// After a refused or failed change: the server is made to hold the local cart again, now if
    /// it can be reached, else by the background sync.
    private func resyncAfterRefusal() async {
        isSynced = false
        do throws(ShopError) {
            try await syncNow()
        } catch {
            markOutOfSync()
        }
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
            if isSynced, let lines = serverLines[variant], !lines.isEmpty {
                var cart: Cart?
                for line in lines {
                    cart = try await remote { () throws(ShopDataError) in try await source.removeCartLine(line) }
                }
                if let cart { apply(cart) }
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

    /// Adds `item`'s pieces on the server, which merges them into the line of the same variant
    /// (counting what the line holds against the stock); a server that keeps them as a line of
    /// their own holds the same pieces.
    private func mirrorAdd(_ item: CartItem) async throws(ShopError) {
        guard isSynced else { return try await pushWholeCart() }
        let cart = try await remote { () throws(ShopDataError) in try await source.addToCart(item) }
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
    /// (later, in the background, when that fails).
    func completeOrder(_ order: OrderRequest) async throws(ShopError) {
        try await serialized { () throws(ShopError) in
            let result = try await stored { () throws(StoreError) in try await store.completePendingOrder(order) }
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
