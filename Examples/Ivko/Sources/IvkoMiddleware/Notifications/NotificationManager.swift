import AsyncTools
package import IvkoData
public import IvkoModel
package import Logging

/// The signed-in customer's notifications, each told once: it keeps the push service's stream open
/// from `start()` to `stop()` (the customer's data is open: from the sign-in to the sign-out),
/// connecting again when the service closes it (after the service's `retry:` wish), when a connection
/// fails (with a growing, jittered wait) and at once when the session expired on the stream (the data
/// layer has signed in again), each time with the last id seen, so nothing in between is lost. The
/// service may send an event twice: an id is told once (ids grow per customer, so one at or below the
/// last is a repeat). An order's new status is given to the `OrderManager` first, so the order history
/// shows it by the time anyone hears of it. It stops by itself when the customer must sign in again
/// (the account's state ends the session).
///
/// Every scene of the customer hears each notification on `notifications()`.
public actor NotificationManager {
    /// The shop's calls (the data layer's): the push service's feed.
    private let shop: any ShopCalls
    private let orders: OrderManager
    private let clock: any ManagerClock
    private let logger: Logger
    private let broadcast = Broadcast<ShopNotification>(replay: .nothing, bufferingPolicy: .bufferingNewest(32))
    private var reading: Task<Void, Never>?
    /// The last id seen (told or passed over): a connection asks for what came after it.
    private var lastID: Int?

    /// The longest wait between two connections after failures.
    package static let longestWait: Duration = .seconds(60)

    /// A manager reading the feed from `shop`, telling `orders` of each order's new status; `clock`
    /// waits between connections.
    package init(
        shop: any ShopCalls, orders: OrderManager, clock: any ManagerClock = SystemClock(),
        logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.shop = shop
        self.orders = orders
        self.clock = clock
        self.logger = logger
    }

    /// The notifications from now on, each once (iterate on the listener's actor).
    public nonisolated func notifications() -> AsyncStream<ShopNotification> {
        broadcast.stream()
    }

    /// Opens the stream and keeps it until `stop()`; nothing when it is kept already.
    public func start() {
        guard reading == nil else { return }
        reading = Task(priority: .utility) { await self.keepStream() }
    }

    /// Closes the stream and keeps it closed; returns once it is closed.
    public func stop() async {
        let reading = reading
        self.reading = nil
        reading?.cancel()
        await reading?.value
    }

    /// Whether the stream is kept (from `start()` until `stop()`, or until the customer must sign in).
    public var isKeepingStream: Bool { reading != nil }

    private func keepStream() async {
        var failures = 0
        var retryDelay: Duration = .seconds(3)
        while !Task.isCancelled {
            let wait: Duration
            do throws(ShopError) {
                let feed = try await shop.notificationFeed(after: lastID)
                failures = 0
                var items = feed.makeAsyncIterator()
                var renewed = false
                while let item = try await items.next() {
                    switch item {
                    case .notification(let notification): await tell(notification)
                    case .retry(let delay): retryDelay = delay
                    case .passed(let id): if let id { _ = see(id) }
                    case .sessionRenewed: renewed = true
                    }
                }
                wait = renewed ? .zero : retryDelay
                logger.debug("the notification stream ended; connecting again", metadata: ["after": "\(wait)"])
            } catch .cancelled {
                break
            } catch  where Self.mustSignIn(error) {
                logger.info("the notification stream stops: the customer must sign in again")
                break
            } catch {
                failures += 1
                wait = Self.wait(after: failures, failing: error, retryDelay: retryDelay)
                logger.info(
                    "the notification stream failed", metadata: ["error": "\(error)", "failures": "\(failures)", "wait": "\(wait)"])
            }
            guard wait > .zero else { continue }
            do { try await clock.sleep(for: wait) } catch { break }
        }
        if !Task.isCancelled { reading = nil }
    }

    /// Tells `notification` unless its id was seen; an order's status goes to the order manager first.
    private func tell(_ notification: ShopNotification) async {
        guard see(notification.id) else {
            logger.debug("a notification came again", metadata: ["id": "\(notification.id)"])
            return
        }
        if case .orderStatus(let number, let status) = notification.content {
            await orders.noteStatus(status, of: number)
        }
        broadcast.send(notification)
    }

    /// Records `id` as seen; `false` when it was (at or below the last one).
    private func see(_ id: Int) -> Bool {
        if let lastID, id <= lastID { return false }
        lastID = id
        return true
    }

    /// Whether `error` says the customer must sign in again (no connection can succeed before).
    private static func mustSignIn(_ error: ShopError) -> Bool {
        if case .wrongCredentials = error { return true }
        return error.needsSignIn
    }

    /// How long to wait after the `failures`-th failure in a row: the service's `Retry-After` when it
    /// gave one, else `retryDelay` doubled per failure, capped at `longestWait`, with up to half of it
    /// taken off at random so many clients do not come back together.
    package static func wait(after failures: Int, failing error: ShopError, retryDelay: Duration) -> Duration {
        if case .unavailable(let retryAfter?) = error { return min(retryAfter, longestWait) }
        let base = max(retryDelay, .seconds(1))
        let grown = min(base * (1 << min(failures - 1, 6)), longestWait)
        return grown * Double.random(in: 0.5...1)
    }
}
