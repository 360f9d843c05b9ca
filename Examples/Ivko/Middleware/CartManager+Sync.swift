import IvkoData
import IvkoModel
import Logging

extension CartManager {
    /// Makes the server cart hold what the local cart holds: reads it and, when it differs, empties
    /// it and adds every local line again. A line the server refuses for stock is flagged and kept.
    @discardableResult
    public func syncWithServer() async throws(ShopError) -> CartSnapshot {
        try await serialized { () throws(ShopError) in try await syncNow() }
    }

    /// `syncWithServer()` inside a serialized operation.
    @discardableResult
    func syncNow() async throws(ShopError) -> CartSnapshot {
        let server = try await remote { () throws(ShopDataError) in try await source.cart() }
        if Self.quantities(of: server.items) == Self.quantities(of: entries.map(\.item)) {
            apply(server)
        } else {
            try await replaceServerCart(server)
        }
        publish()
        return snapshot
    }

    /// Starts following the session: after a new session the cart is put back on the server.
    public func start() {
        let events = source.sessionEventStream()
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
        resync?.cancel()
        resync = nil
    }

    /// Puts the cart back on the server, whose cart went with the old session.
    func restoreAfterNewSession() async {
        logger.info("new session: putting the cart back on the server", metadata: ["lines": "\(entries.count)"])
        do throws(ShopError) {
            try await serialized { () throws(ShopError) in
                isSynced = false
                try await syncNow()
                serverRestores += 1
                publish()
            }
        } catch {
            logger.warning("the cart could not be put back on the server", metadata: ["error": "\(error)"])
            markOutOfSync()
        }
    }

    /// The wait before the first background sync after a failed mirror; it doubles after each
    /// failed attempt up to `longestResyncDelay`.
    static var firstResyncDelay: Duration { .seconds(5) }
    /// The longest wait between background syncs.
    static var longestResyncDelay: Duration { .seconds(5 * 60) }

    /// Notes that the server cart may differ from the local one and starts the background sync,
    /// unless it is already due: it syncs after a wait, and again after a longer one while the
    /// shop cannot be reached, until a sync succeeds (here or in any other operation).
    func markOutOfSync() {
        isSynced = false
        guard resync == nil else { return }
        let clock = clock
        resync = Task { [weak self] in
            var delay = Self.firstResyncDelay
            while !Task.isCancelled {
                do { try await clock.sleep(for: delay) } catch { return }
                guard let self, await self.resyncIsStillDue() else { return }
                delay = min(delay * 2, Self.longestResyncDelay)
            }
        }
    }

    /// One background sync. Returns whether another is due: only after a failure that trying
    /// later may mend (any other leaves the cart for the next change or new session to sync).
    /// A background sync that was cancelled meanwhile (by `stop()` or a sync elsewhere) is no
    /// longer the one `resync` tracks, so it leaves `resync` alone.
    private func resyncIsStillDue() async -> Bool {
        do throws(ShopError) {
            try await serialized { () throws(ShopError) in
                if !isSynced { try await syncNow() }
            }
        } catch  where error.isTransient {
            logger.info("the server cart is still out of sync; trying again later", metadata: ["error": "\(error)"])
            return !Task.isCancelled
        } catch {
            logger.warning("the server cart could not be synced", metadata: ["error": "\(error)"])
        }
        if !Task.isCancelled { resync = nil }
        return false
    }

    /// Syncs the whole cart when it is not known to be in sync.
    func pushWholeCart() async throws(ShopError) {
        try await syncNow()
    }

    /// Empties `server` and adds every local line.
    private func replaceServerCart(_ server: Cart) async throws(ShopError) {
        isSynced = false
        var current = server
        for line in server.lines {
            current = try await remote { () throws(ShopDataError) in try await source.removeCartLine(line.id) }
        }
        var refused: [CartVariant] = []
        for index in entries.indices {
            do throws(ShopError) {
                let item = entries[index].item
                current = try await remote { () throws(ShopDataError) in try await source.addToCart(item) }
            } catch .outOfStock {
                entries[index].availability = .outOfStock
                refused.append(entries[index].id)
            }
        }
        apply(current)
        // A refused line may be short by a few pieces, not out of stock: the live stock says.
        for variant in refused { await noteStock(of: variant) }
    }

    /// Takes the server's line ids and unit prices, and marks the cart in sync.
    func apply(_ cart: Cart) {
        serverLines = Dictionary(grouping: cart.lines) { CartVariant($0.item) }.mapValues { $0.map(\.id) }
        let prices = Dictionary(cart.lines.map { (CartVariant($0.item), $0.unitPrice) }) { _, last in last }
        for index in entries.indices {
            if let price = prices[entries[index].id] { entries[index].unitPrice = price }
        }
        isSynced = true
        resync?.cancel()
        resync = nil
    }

    /// Pieces per variant (a sum too large for an `Int`, which only a broken server cart could
    /// hold, stays at `Int.max`).
    static func quantities(of items: [CartItem]) -> [CartVariant: Int] {
        items.reduce(into: [:]) { pieces, item in
            let (sum, overflow) = pieces[CartVariant(item), default: 0].addingReportingOverflow(item.quantity.value)
            pieces[CartVariant(item)] = overflow ? .max : sum
        }
    }
}
