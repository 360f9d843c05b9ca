import AsyncTestSupport
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// A manager's background loop never keeps the manager alive: once its owner (a scene's dependency)
/// lets go, the manager is released even while the loop sleeps until its next check. Found by the
/// shop's navigation cycles, where every disconnected scene left its catalog and cart managers behind.
@Suite(.waitLimit(.seconds(300)))
struct BackgroundRefreshLifetimeTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aCatalogManagerWhoseRefreshSleepsIsReleasedWithItsOwner() async throws {
        let clock = ManualClock()
        let store = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        weak var released: CatalogManager?
        do {
            let catalog = CatalogManager(shop: FakeShop(), store: store, clock: clock, logger: QuietLog.logger)
            released = catalog
            await catalog.startBackgroundRefresh()
            try await clock.startedSleeps.wait(untilAtLeast: 1, "the refresh sleeps until its next check")
        }
        try await waitUntil("the catalog manager is released", timeLimit: .seconds(10)) { released == nil }
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aCartManagerWhoseStockRefreshSleepsIsReleasedWithItsOwner() async throws {
        let clock = ManualClock()
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        weak var released: CartManager?
        do {
            let cart = try await CartManager.test(shop: FakeShop(), store: store, clock: clock, logger: QuietLog.logger)
            released = cart
            await cart.startStockRefresh()
            try await clock.startedSleeps.wait(untilAtLeast: 1, "the stock refresh sleeps until its next check")
        }
        try await waitUntil("the cart manager is released", timeLimit: .seconds(10)) { released == nil }
        try store.close()
    }
}
