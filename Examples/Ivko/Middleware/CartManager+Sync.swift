public import IvkoData
import IvkoModel
import Logging

extension CartManager {
    /// Makes the server cart hold what the local cart holds: reads it and, when it differs, empties
    /// it and adds every local line again. A line the server refuses for stock is flagged and kept.
    @discardableResult
    public func syncWithServer() async throws(ShopDataError) -> CartSnapshot {
        try await serialized { () throws(ShopDataError) in try await syncNow() }
    }

    /// `syncWithServer()` inside a serialized operation.
    @discardableResult
    func syncNow() async throws(ShopDataError) -> CartSnapshot {
        let server = try await source.cart()
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
        tasks.append(Task { [weak self] in
            for await event in events where event == .renewed {
                await self?.restoreAfterNewSession()
            }
        })
    }

    /// Stops following the session and the refresh timer.
    public func stop() {
        for task in tasks { task.cancel() }
        tasks = []
    }

    /// Puts the cart back on the server, whose cart went with the old session.
    func restoreAfterNewSession() async {
        logger.info("new session: putting the cart back on the server", metadata: ["lines": "\(entries.count)"])
        do throws(ShopDataError) {
            try await serialized { () throws(ShopDataError) in
                isSynced = false
                try await syncNow()
                serverRestores += 1
                publish()
            }
        } catch {
            logger.warning("the cart could not be put back on the server", metadata: ["error": "\(error)"])
        }
    }

    /// Syncs the whole cart when it is not known to be in sync.
    func pushWholeCart() async throws(ShopDataError) {
        try await syncNow()
    }

    /// Empties `server` and adds every local line.
    private func replaceServerCart(_ server: Cart) async throws(ShopDataError) {
        isSynced = false
        var current = server
        for line in server.lines {
            current = try await source.removeCartLine(line.id)
        }
        for index in entries.indices {
            do throws(ShopDataError) {
                current = try await source.addToCart(entries[index].item)
            } catch .stock {
                entries[index].availability = .outOfStock
            }
        }
        apply(current)
    }

    /// Takes the server's line ids and unit prices, and marks the cart in sync.
    func apply(_ cart: Cart) {
        serverLines = Dictionary(cart.lines.map { (CartVariant($0.item), $0.id) }) { _, last in last }
        let prices = Dictionary(cart.lines.map { (CartVariant($0.item), $0.unitPrice) }) { _, last in last }
        for index in entries.indices {
            if let price = prices[entries[index].id] { entries[index].unitPrice = price }
        }
        isSynced = true
    }

    /// Pieces per variant.
    static func quantities(of items: [CartItem]) -> [CartVariant: Int] {
        items.reduce(into: [:]) { $0[CartVariant($1), default: 0] += $1.quantity }
    }
}
