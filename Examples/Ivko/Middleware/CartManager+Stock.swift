import FoundationEssentials
import IvkoData
import IvkoModel
import Logging

extension CartManager {
    /// Refreshes prices and stock when the last refresh is older than `refreshInterval`.
    /// - Returns: whether a refresh was made.
    @discardableResult
    public func refreshStockIfDue() async -> Bool {
        let now = clock.now
        if let lastStockRefresh, now.timeIntervalSince(lastStockRefresh) < refreshInterval.timeInterval { return false }
        await refreshStock()
        return true
    }

    /// Refreshes the unit price and availability of every line from the product's live details.
    /// A product no longer sold is flagged out of stock; a network failure leaves the old values.
    public func refreshStock() async {
        _ = try? await serialized { () throws(ShopError) in await refreshStockNow() }
    }

    private func refreshStockNow() async {
        let styles = entries.map(\.item.style).reduce(into: [StyleCode]()) { if !$0.contains($1) { $0.append($1) } }
        for style in styles {
            do throws(ShopError) {
                let details = try await remote { () throws(ShopDataError) in try await source.details(of: style) }
                for index in entries.indices where entries[index].item.style == style {
                    let item = entries[index].item
                    let available = details.stock.quantity(color: item.color, size: item.size)
                    entries[index].unitPrice = details.price.current
                    entries[index].availability =
                        available == 0 ? .outOfStock : available < item.quantity.value ? .limited(available: available) : .inStock
                }
            } catch .notFound {
                for index in entries.indices where entries[index].item.style == style {
                    entries[index].availability = .outOfStock
                }
            } catch {
                logger.info("stock refresh stopped", metadata: ["error": "\(error)"])
                publish()
                return
            }
        }
        lastStockRefresh = clock.now
        publish()
    }

    /// Refreshes prices and stock now and then every `refreshInterval`, until `stop()`.
    public func startStockRefresh() {
        let clock = clock
        let interval = refreshInterval
        // The loop holds the manager only while it refreshes, never while it sleeps, so the manager
        // goes when its owner lets go (the loop then ends at its next wake-up). Its requests are
        // background work, waiting behind any the user is waiting for.
        tasks.append(
            Task(priority: .utility) { [weak self] in
                while !Task.isCancelled {
                    guard await self?.refreshStockIfDue() != nil else { return }
                    do { try await clock.sleep(for: interval) } catch { return }
                }
            })
    }
}
