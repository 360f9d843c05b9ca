import Foundation
import IvkoData
import IvkoModel
import Logging

extension CatalogManager {
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
        let clock = clock
        let interval = policy.checkInterval
        // The loop holds the manager only while it checks, never while it sleeps, so the manager
        // goes when its owner lets go (the loop then ends at its next wake-up). Its requests are
        // background work, waiting behind any the user is waiting for.
        refreshTask = Task(priority: .utility) { [weak self] in
            while !Task.isCancelled {
                guard await self?.refreshIfDue() != nil else { return }
                do { try await clock.sleep(for: interval) } catch { return }
            }
        }
    }

    /// Stops the background refresh.
    public func stopBackgroundRefresh() {
        refreshTask?.cancel()
        refreshTask = nil
    }

    private func refreshReference() async -> CatalogChange {
        do throws(ShopError) {
            let seasons = try await remote { () throws(ShopDataError) in try await source.seasons() }
            let colors = try await remote { () throws(ShopDataError) in try await source.colorTable() }
            try await stored { () throws(StoreError) in
                try await store.replaceSeasons(seasons)
                try await store.replaceColorTable(colors)
            }
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
            let promotions = try await remote { () throws(ShopDataError) in try await source.promotions(now: clock.now) }
            try await stored { () throws(StoreError) in try await store.replacePromotions(promotions) }
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
