import AsyncTools
import Foundation
package import IvkoData
public import IvkoModel
package import Logging

/// The user's cart. The copy in the per-user database is the truth; it is mirrored to the server
/// cart, put back there after a new session (the server loses its cart with the session), and its
/// prices and stock are refreshed at an interval. When mirroring a change (the lines an order took
/// included) fails, the server cart is synced again in the background, with backoff, until it holds
/// what the local one does. A line that went out of stock is flagged, never dropped; a change the
/// shop refuses for stock is refused with the shortage named (`ShopError.shortage`). Each line is
/// shown joined to the catalog (its product's and colour's names, its picture's file). Observe
/// `snapshots()` (or `itemCounts()` for a badge).
public actor CartManager {
    /// The shop's calls (the data layer's): the server cart and the live stock.
    private let shop: any ShopCalls
    /// The customer's database (the data layer's), where the cart is kept: the truth.
    private let store: UserStore
    /// The catalog the lines are named from.
    private let catalog: CatalogManager
    /// Where the lines' pictures come from.
    private let assets: AssetManager
    private let clock: any ManagerClock
    private let logger: Logger
    /// How often prices and stock are refreshed.
    public let refreshInterval: Duration
    /// The cart, to observers: a new one starts from the cart now (the last few kept for a slow one).
    private let broadcast = Broadcast<CartSnapshot>(replay: .latest(), bufferingPolicy: .bufferingNewest(64))
    /// Runs every change, sync and restore after every one started before it has finished, so that
    /// a change, a sync and a restore after a new session never interleave at their suspension points.
    private let gate = SerialGate()

    /// The lines, with their latest prices and stock (saved to the database: the truth).
    private var lines = CartLines()
    /// What the server cart holds, as far as this manager knows, and the calls that change it.
    private var server: ServerCartMirror
    /// The last check of the lines' prices and stock, and the reads it makes.
    private var stockCheck: CartStockCheck
    /// The session listener and the stock refresh loop, until `stop()`.
    private var tasks: [Task<Void, Never>] = []
    /// The background sync after a failed mirror, while one is due.
    private var resync = CartResync()
    /// The names, prices and pictures of the lines, from the catalog.
    private var names = CartLineNames()

    /// A cart kept in `store` (the customer's database), mirrored to the server cart through `shop`,
    /// its lines named from `catalog` with pictures from `assets`; prices and stock refreshed every
    /// `refreshInterval`.
    package init(
        shop: any ShopCalls, store: UserStore, catalog: CatalogManager, assets: AssetManager,
        clock: any ManagerClock = SystemClock(), refreshInterval: Duration = .seconds(15 * 60),
        logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.shop = shop
        self.store = store
        self.catalog = catalog
        self.assets = assets
        server = ServerCartMirror(shop: shop)
        stockCheck = CartStockCheck(shop: shop)
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
        CartSnapshot.itemCounts(of: broadcast.stream())
    }

    /// The cart now.
    public var snapshot: CartSnapshot {
        CartSnapshot(
            entries: lines.entries.map(names.named), isSyncedWithServer: server.isSynced, serverRestores: server.restores,
            stockCheckFailure: stockCheck.failure
        )
    }

    /// Reads from the catalog what names the lines not named yet (once per style), and starts
    /// fetching the pictures not fetched yet; each picture that arrives is published.
    private func nameLines() async {
        let colors = names.colors == nil ? try? await catalog.colorTable() : nil
        var read: [StyleCode: Product?] = [:]
        for style in names.unread(lines.styles) { read[style] = .some(try? await catalog.product(style)) }
        names.take(read, colors: colors)
        for path in names.startFetchingPictures(of: lines.entries) {
            let assets = assets
            Task { [weak self] in
                let file = try? await assets.file(for: path).path
                await self?.took(file, for: path)
            }
        }
    }

    private func took(_ file: String?, for path: AssetPath) {
        names.took(file, for: path)
        if file != nil { publish() }
    }

    // MARK: Changes

    /// Reads the cart from the database.
    @discardableResult
    public func load() async throws(ShopError) -> CartSnapshot {
        try await gate.run { () throws(ShopError) in
            let items = try await store.cartItems()
            lines = CartLines(items: items)
            await nameLines()
            publish()
            return snapshot
        }
    }

    /// Adds `item` (to the line of the same variant, if any), saves, and mirrors it to the server.
    /// Refused stock undoes the change and throws the shortage named (`.shortage`); when offline the
    /// change stays and is synced later.
    @discardableResult
    public func add(_ item: CartItem) async throws(ShopError) -> CartSnapshot {
        try await gate.run { () throws(ShopError) in try await addNow(item) }
    }

    /// Buy Now: adds one piece of `style` in `color` and `size`, or, when they were not chosen (a
    /// promotion's slide offers none), in the first colour and size in stock that the catalog picks
    /// (`CatalogManager.buyNowItem(for:)`, which refuses a product sold out); then as `add(_:)`.
    @discardableResult
    public func buyNow(_ style: StyleCode, color: ColorCode?, size: Size?) async throws(ShopError) -> CartSnapshot {
        let item: CartItem
        if let color, let size {
            item = CartItem(style: style, color: color, size: size)
        } else {
            item = try await catalog.buyNowItem(for: style)
        }
        return try await add(item)
    }

    private func addNow(_ item: CartItem) async throws(ShopError) -> CartSnapshot {
        let before = lines
        let held = lines.quantity(of: CartVariant(item))?.value ?? 0
        try lines.add(item)
        try await save()
        do throws(ShopError) {
            try await mirrorAdd(item)
        } catch  where error.isTransient || error.needsSignIn {
            logger.info("cart change kept locally; the server will get it later", metadata: ["error": "\(error)"])
            markOutOfSync()
        } catch {
            lines = before
            try await save()
            let available = await recover(from: error, changing: CartVariant(item), holding: held)
            throw await named(error, item: item, available: available)
        }
        await nameLines()
        publish()
        return snapshot
    }

    /// Sets the line of `variant` to `quantity` pieces, on the server first and then here. The
    /// shop's API has no update: more pieces are added to the line (the shop merges them, counting
    /// what the line holds against the stock); fewer replace the line. A refused or failed change
    /// leaves the cart as it was, here and on the server (put back at once, or by the background
    /// sync when the shop cannot be reached), and throws; a refusal for stock is the shortage named
    /// (`.shortage`), and gives the line the live stock, so the cart shows how many are left; when
    /// the stock cannot be read, the line of a refused increase can have no more than it has.
    @discardableResult
    public func setQuantity(_ quantity: Quantity, of variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        try await gate.run { () throws(ShopError) in try await setQuantityNow(quantity, of: variant) }
    }

    private func setQuantityNow(_ quantity: Quantity, of variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        guard let old = lines.quantity(of: variant) else {
            throw .rejected(message: "the cart has no line of \(variant.style.rawValue) in that colour and size")
        }
        guard quantity != old else { return snapshot }
        do throws(ShopError) {
            // The server must hold the cart as it is before the change can be made there.
            if !server.isSynced { try await syncNow() }
            lines.setQuantity(quantity, of: variant)
            try await applyOrSync(try await server.changeQuantity(of: variant, from: old, to: quantity))
            try await save()
        } catch {
            lines.setQuantity(old, of: variant)
            let available = await recover(from: error, changing: variant, holding: quantity.value > old.value ? old.value : nil)
            let asked = CartItem(style: variant.style, color: variant.color, size: variant.size, quantity: quantity)
            throw await named(error, item: asked, available: available)
        }
        publish()
        return snapshot
    }

    /// After a refused or failed change of `variant`, undone here: a refusal for stock gives the
    /// line the live stock (see `noteStock`); the server is made to hold the local cart again, now
    /// if it can be reached, else by the background sync; observers hear the cart as it is.
    /// - Returns: the pieces available, when the refusal was for stock and they are known.
    private func recover(from error: ShopError, changing variant: CartVariant, holding held: Int?) async -> Int? {
        var available: Int?
        if case .outOfStock = error { available = await noteStock(of: variant, holding: held) }
        server.markOutOfSync()
        do throws(ShopError) {
            try await syncNow()
        } catch {
            markOutOfSync()
        }
        publish()
        return available
    }

    /// `error` as the cart refuses a change of `item`: the shop's refusal for stock as the shortage
    /// named from the catalog, with `available` pieces when known; any other failure as it is.
    private func named(_ error: ShopError, item: CartItem, available: Int?) async -> ShopError {
        guard case .outOfStock = error else { return error }
        return .shortage(await catalog.shortage(of: item, available: available))
    }

    /// Removes the line of `variant`, saves, and mirrors it to the server.
    @discardableResult
    public func remove(_ variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        try await gate.run { () throws(ShopError) in try await removeNow(variant) }
    }

    private func removeNow(_ variant: CartVariant) async throws(ShopError) -> CartSnapshot {
        lines.remove(variant)
        try await save()
        do throws(ShopError) {
            if server.isSynced, let cart = try await server.removeLines(of: variant) {
                apply(cart)
            } else {
                try await syncNow()
            }
        } catch {
            logger.info("cart removal kept locally; the server will get it later", metadata: ["error": "\(error)"])
            markOutOfSync()
        }
        publish()
        return snapshot
    }

    /// Adds `item`'s pieces on the server, which merges them into the line of the same variant
    /// (counting what the line holds against the stock); a server that keeps them as a line of
    /// their own holds the same pieces.
    private func mirrorAdd(_ item: CartItem) async throws(ShopError) {
        guard server.isSynced else {
            try await syncNow()
            return
        }
        try await applyOrSync(try await server.add(item))
    }

    /// Completes the confirmed `order` (`UserStore.completePendingOrder`): in one transaction the
    /// pending order is forgotten and its pieces leave the stored cart; then this cart takes the
    /// result (keeping the prices and stock it knew of the lines left) and mirrors it to the server
    /// (later, in the background, when that fails).
    func completeOrder(_ order: OrderRequest) async throws(ShopError) {
        try await gate.run { () throws(ShopError) in
            let result = try await store.completePendingOrder(order)
            guard result.wasPending else { return }
            lines.keep(result.cart)
            do throws(ShopError) {
                try await syncNow()
            } catch {
                logger.info("the server cart will get the cart after the order later", metadata: ["error": "\(error)"])
                markOutOfSync()
            }
            publish()
        }
    }

    private func save() async throws(ShopError) {
        let items = lines.items
        try await store.saveCartItems(items)
    }

    private func publish() {
        broadcast.send(snapshot)
    }

    // MARK: The server cart

    /// Makes the server cart hold what the local cart holds: reads it and, when it differs, empties
    /// it and adds every local line again. A line the server refuses for stock is flagged and kept.
    @discardableResult
    public func syncWithServer() async throws(ShopError) -> CartSnapshot {
        try await gate.run { () throws(ShopError) in try await syncNow() }
    }

    /// `syncWithServer()` inside an operation of the gate.
    @discardableResult
    private func syncNow() async throws(ShopError) -> CartSnapshot {
        let serverCart = try await server.read()
        if lines.holdSamePieces(as: serverCart.items) {
            apply(serverCart)
        } else {
            try await replaceServerCart(serverCart)
        }
        publish()
        return snapshot
    }

    /// Empties `serverCart` and adds every local line.
    private func replaceServerCart(_ serverCart: Cart) async throws(ShopError) {
        server.markOutOfSync()
        var current = try await server.empty(serverCart)
        var refused: [CartVariant] = []
        for item in lines.items {
            do throws(ShopError) {
                current = try await server.add(item)
            } catch .outOfStock {
                lines.setAvailability(.outOfStock, of: CartVariant(item))
                refused.append(CartVariant(item))
            }
        }
        apply(current)
        // A refused line may be short by a few pieces, not out of stock: the live stock says.
        for variant in refused { _ = await noteStock(of: variant, holding: nil) }
    }

    /// Takes `cart`, the server's answer to a change, when it holds what the local cart holds;
    /// else syncs the whole cart.
    private func applyOrSync(_ cart: Cart) async throws(ShopError) {
        if lines.holdSamePieces(as: cart.items) {
            apply(cart)
        } else {
            try await syncNow()
        }
    }

    /// Takes the server's line ids and unit prices, and marks the cart in sync.
    private func apply(_ cart: Cart) {
        server.take(cart)
        lines.takePrices(from: cart)
        resync.cancel()
    }

    /// Starts following the session: after a new session the cart is put back on the server.
    public func start() {
        let events = shop.sessionEventStream()
        tasks.append(
            Task { [weak self] in
                for await event in events where event == .renewed {
                    await self?.restoreAfterNewSession()
                }
            })
    }

    /// Stops following the session, the refresh timer and any background sync.
    public func stop() {
        for task in tasks { task.cancel() }
        tasks = []
        resync.cancel()
    }

    /// Puts the cart back on the server, whose cart went with the old session.
    private func restoreAfterNewSession() async {
        logger.info("new session: putting the cart back on the server", metadata: ["lines": "\(lines.entries.count)"])
        do throws(ShopError) {
            try await gate.run { () throws(ShopError) in
                server.markOutOfSync()
                try await syncNow()
                server.countRestore()
                publish()
            }
        } catch {
            logger.warning("the cart could not be put back on the server", metadata: ["error": "\(error)"])
            markOutOfSync()
        }
    }

    /// Notes that the server cart may differ from the local one and starts the background sync,
    /// unless it is already due: it syncs after a wait, and again after a longer one while the
    /// shop cannot be reached, until a sync succeeds (here or in any other operation).
    private func markOutOfSync() {
        server.markOutOfSync()
        resync.start(on: clock) { [weak self] in await self?.resyncIsStillDue() ?? false }
    }

    /// One background sync. Returns whether another is due: only after a failure that trying
    /// later may mend (any other leaves the cart for the next change or new session to sync).
    /// A background sync that was cancelled meanwhile (by `stop()` or a sync elsewhere) is no
    /// longer the one `resync` tracks, so it leaves `resync` alone.
    private func resyncIsStillDue() async -> Bool {
        do throws(ShopError) {
            try await gate.run { () throws(ShopError) in
                if !server.isSynced { try await syncNow() }
            }
        } catch {
            if error.isTransient {
                logger.info("the server cart is still out of sync; trying again later", metadata: ["error": "\(error)"])
                return !Task.isCancelled
            }
            logger.warning("the server cart could not be synced", metadata: ["error": "\(error)"])
        }
        if !Task.isCancelled { resync.ended() }
        return false
    }

    // MARK: Prices and stock

    /// Refreshes prices and stock when the last refresh is older than `refreshInterval`.
    /// - Returns: whether a refresh was made.
    @discardableResult
    public func refreshStockIfDue() async -> Bool {
        guard stockCheck.isDue(at: clock.now, every: refreshInterval) else { return false }
        await refreshStock()
        return true
    }

    /// Refreshes the unit price and availability of every line from the product's live details.
    /// A product no longer sold is flagged out of stock; a failure leaves the old values and is
    /// the snapshot's `stockCheckFailure` until a refresh succeeds.
    public func refreshStock() async {
        await gate.run {
            let reading = await stockCheck.read(lines.styles)
            for (style, details) in reading.details {
                if let details { lines.take(details, of: style) } else { lines.markOutOfStock(style) }
            }
            if let failure = reading.failure {
                logger.info("stock refresh stopped", metadata: ["error": "\(failure)"])
                stockCheck.failed(failure)
            } else {
                stockCheck.succeeded(at: clock.now)
            }
            publish()
        }
    }

    /// Gives the line of `variant` the live stock after the shop refused pieces of it, so the cart
    /// shows how many are left, and returns the pieces available. When the stock cannot be read, the
    /// line is flagged out of stock if the product is no longer sold; else, when the shop refused
    /// more than the `held` pieces the line had, the line can have no more than those (the cart
    /// offers no more) and they are the pieces available; else it keeps what it had (`nil`).
    private func noteStock(of variant: CartVariant, holding held: Int?) async -> Int? {
        let availability: StockAvailability
        let available: Int?
        do throws(ShopError) {
            let details = try await stockCheck.details(of: variant.style)
            lines.takePrice(details.price, of: variant.style)
            available = details.stock.quantity(color: variant.color, size: variant.size)
            availability = StockAvailability(quantity: lines.quantity(of: variant)?.value ?? 0, available: available ?? 0)
        } catch .notFound {
            (availability, available) = (.outOfStock, 0)
        } catch {
            logger.info("the stock of a refused line could not be read", metadata: ["error": "\(error)"])
            guard let held else { return nil }
            (availability, available) = (StockAvailability(quantity: held, available: held), held)
        }
        lines.setAvailability(availability, of: variant)
        return available
    }

    /// Refreshes prices and stock now and then every `refreshInterval`, until `stop()`.
    public func startStockRefresh() {
        tasks.append(clock.repeating(every: refreshInterval) { [weak self] in await self?.refreshStockIfDue() != nil })
    }
}
