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
    /// A product no longer sold is flagged out of stock; a failure leaves the old values and is
    /// the snapshot's `stockCheckFailure` until a refresh succeeds.
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
                    entries[index].unitPrice = details.price.current
                    entries[index].availability = CartAvailability(
                        quantity: item.quantity.value, available: details.stock.quantity(color: item.color, size: item.size)
                    )
                }
            } catch .notFound {
                for index in entries.indices where entries[index].item.style == style {
                    entries[index].availability = .outOfStock
                }
            } catch {
                logger.info("stock refresh stopped", metadata: ["error": "\(error)"])
                stockCheckFailure = error
                publish()
                return
            }
        }
        lastStockRefresh = clock.now
        stockCheckFailure = nil
        publish()
    }

    /// Gives the line of `variant` the live stock after the shop refused pieces of it, so the cart
    /// shows how many are left; when the stock cannot be read, the line is flagged out of stock only
    /// if the product is no longer sold, else it keeps what it had.
    func noteStock(of variant: CartVariant) async {
        let availability: CartAvailability
        do throws(ShopError) {
            let details = try await remote { () throws(ShopDataError) in try await source.details(of: variant.style) }
            for index in entries.indices where entries[index].item.style == variant.style {
                entries[index].unitPrice = details.price.current
            }
            let available = details.stock.quantity(color: variant.color, size: variant.size)
            let quantity = entries.first { $0.id == variant }?.item.quantity.value ?? 0
            availability = CartAvailability(quantity: quantity, available: available)
        } catch .notFound {
            availability = .outOfStock
        } catch {
            logger.info("the stock of a refused line could not be read", metadata: ["error": "\(error)"])
            return
        }
        for index in entries.indices where entries[index].id == variant {
            entries[index].availability = availability
        }
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
