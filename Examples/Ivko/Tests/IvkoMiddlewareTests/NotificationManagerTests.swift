import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// The customer's notifications as the push service's quirks send them: events twice, streams the
/// server ends, failing connections, a session that expires on the stream, the customer signing out.
@Suite struct NotificationManagerTests {
    let directory: TemporaryDirectory
    let source = FakeShop()
    let clock = ManualClock()

    init() throws {
        directory = try TemporaryDirectory()
    }

    private static let shipped = ShopNotification(id: 1, content: .orderStatus(number: OrderNumber("2026-000123"), status: .shipped))
    private static let promotion = ShopNotification(
        id: 2, content: .promotion(title: "Winter sale", text: "30% off coats", style: ModelValues.style("W26NR0031")))
    private static let paid = ShopNotification(id: 3, content: .orderStatus(number: OrderNumber("2026-000124"), status: .paid))

    /// Collects what `manager` tells, from now on.
    private func listen(to manager: NotificationManager) -> Locked<[ShopNotification]> {
        let told = Locked<[ShopNotification]>([])
        let stream = manager.notifications()
        Task { for await notification in stream { told.withLock { $0.append(notification) } } }
        return told
    }

    private func makeManager() async throws -> (NotificationManager, OrderManager, UserStore) {
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let orders = OrderManager(shop: source, store: store, logger: QuietLog.logger)
        return (NotificationManager(shop: source, orders: orders, clock: clock, logger: QuietLog.logger), orders, store)
    }

    /// Every notification once, in order, however often the service sends it, across a reconnect that
    /// asks for what came after the last id seen.
    @Test func eachNotificationIsToldOnceAcrossReconnects() async throws {
        let (manager, _, store) = try await makeManager()
        let told = listen(to: manager)
        let first = source.scriptFeed()
        let second = source.scriptFeed()
        first.yield(.retry(.seconds(2)))
        first.yield(.notification(Self.shipped))
        first.yield(.notification(Self.promotion))
        first.yield(.notification(Self.shipped))
        first.finish()
        second.yield(.notification(Self.promotion))
        second.yield(.passed(id: 3))
        second.yield(.notification(Self.paid))
        second.yield(.notification(ShopNotification(id: 4, content: Self.paid.content)))
        second.finish()

        await manager.start()
        try await clock.startedSleeps.wait(untilAtLeast: 1, "the wait the service asked for before connecting again")
        try await waitUntil("the first connection's notifications") { told.withLock { $0.count } >= 2 }
        #expect(told.withLock { $0 } == [Self.shipped, Self.promotion])
        clock.advance(by: .seconds(2))
        try await waitUntil("the second connection's new notification") { told.withLock { $0.count } == 3 }
        #expect(told.withLock { $0.last?.id } == 4, "id 2 came again and 3 was passed over: only 4 is new")
        #expect(source.feedRequests.prefix(2) == [nil, 2], "the reconnect asked for what came after the last id")
        await manager.stop()
        #expect(await !manager.isKeepingStream)
        try store.close()
    }

    /// An order's new status is in the order history by the time the notification is told.
    @Test func anOrderNotificationUpdatesTheHistoryFirst() async throws {
        let (manager, orders, store) = try await makeManager()
        let day = try #require(CalendarDay(year: 2026, month: 12, day: 1))
        try await store.saveOrderHistory([
            OrderSummary(number: OrderNumber("2026-000123"), date: day, total: ModelValues.euros(90), status: .new)
        ])
        let told = listen(to: manager)
        let feed = source.scriptFeed()
        feed.yield(.notification(Self.shipped))
        await manager.start()
        try await waitUntil("the order's notification") { !told.withLock { $0 }.isEmpty }
        #expect(told.withLock { $0 } == [Self.shipped])
        #expect(try await orders.history().map(\.status) == [.shipped])
        await manager.stop()
        feed.finish()
        try store.close()
    }

    /// A failing connection is tried again after a growing wait; a session renewed on the stream
    /// reconnects at once; a customer who must sign in stops the stream.
    @Test func failuresWaitRenewalsReconnectAtOnceAndSigningOutStops() async throws {
        let (manager, _, store) = try await makeManager()
        source.fail("push/events", times: 1, with: .serverFailure(reason: "HTTP 500"))
        let renewed = source.scriptFeed()
        renewed.yield(.notification(Self.shipped))
        renewed.yield(.sessionRenewed)
        renewed.finish()
        let refused = source.scriptFeed()
        refused.finish(throwing: ShopError.signedOut(message: "Session expired"))

        await manager.start()
        try await clock.startedSleeps.wait(untilAtLeast: 1, "the wait after the failed connection")
        clock.advance(by: NotificationManager.longestWait)
        try await waitUntil("the stream stops for the sign-in") { await !manager.isKeepingStream }
        #expect(source.feedRequests == [nil, 1], "the failed connection never reached the feed; the renewal reconnected after id 1")
        #expect(clock.startedSleeps.value == 1, "no wait after the renewal")
        await manager.stop()
        try store.close()
    }

    /// The wait after failures grows from the service's retry delay, is capped, keeps the service's
    /// Retry-After, and never brings every client back at once.
    @Test func theWaitAfterFailuresGrowsAndIsCapped() {
        let failure = ShopError.offline(reason: "down")
        for failures in 1...10 {
            let wait = NotificationManager.wait(after: failures, failing: failure, retryDelay: .seconds(3))
            let full = min(Duration.seconds(3) * (1 << min(failures - 1, 6)), NotificationManager.longestWait)
            #expect(wait <= full && wait >= full / 2)
        }
        #expect(NotificationManager.wait(after: 1, failing: .unavailable(retryAfter: .seconds(7)), retryDelay: .seconds(3)) == .seconds(7))
    }
}
