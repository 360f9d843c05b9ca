import Foundation
import Logging

/// Everything the endpoints share: the catalog, accounts, sessions with their carts, orders,
/// counters, faults and the clock.
final class BackendState: Sendable {
    let catalog: IvkoCatalog
    let accounts: [String: DemoAccount]
    let sessions: SessionStore
    let orders: OrderBook
    let counters: CounterBoard
    let faults: FaultInjector
    let clock: any BackendClock
    let sessionTTL: Int
    let push: PushCenter
    let pushConfiguration: IvkoPushConfiguration
    let assetSeed: UInt64
    let logger: Logger

    init(configuration: IvkoBackendConfiguration) {
        catalog = configuration.catalog
        accounts = Dictionary(configuration.accounts.map { ($0.username, $0) }, uniquingKeysWith: { first, _ in first })
        sessionTTL = max(1, configuration.sessionTTL)
        let counters = CounterBoard()
        self.counters = counters
        sessions = SessionStore(
            ttl: TimeInterval(sessionTTL), lifetime: configuration.sessionLifetime.map { TimeInterval(max(1, $0)) },
            clock: configuration.clock, counters: counters
        )
        orders = OrderBook(accounts: configuration.accounts, clock: configuration.clock)
        faults = FaultInjector(configuration: configuration.faults)
        push = PushCenter(configuration: configuration.push, clock: configuration.clock)
        pushConfiguration = configuration.push
        clock = configuration.clock
        assetSeed = configuration.catalog.seed
        logger = configuration.logger
    }

    /// Moves on the orders whose time has come (`IvkoPushConfiguration.shipAfter`) and announces each
    /// change on its customer's event stream.
    func advanceOrders() async {
        guard let shipAfter = pushConfiguration.shipAfter else { return }
        for change in await orders.advance(shipAfter: shipAfter, now: clock.now()) {
            let record = PushOrderRecord(orderNo: change.orderNo, status: change.status, date: ShopCalendar.minuteString(change.at))
            guard let data = try? ExportJSON.text(record) else { continue }
            push.publish(to: change.username, type: "order", data: [data])
        }
    }

    /// Announces `promotion` to `usernames` (every customer when nil); answers how many got it.
    @discardableResult
    func announce(_ promotion: PushPromotion, to usernames: [String]? = nil) -> Int {
        guard let json = try? ExportJSON.text(promotion) else { return 0 }
        // The service splits the object over two `data:` lines after its first member, as SSE allows.
        let split = json.firstIndex(of: ",").map { [String(json[...$0]), String(json[json.index(after: $0)...])] } ?? [json]
        let targets = usernames ?? accounts.keys.sorted()
        for username in targets { push.publish(to: username, type: "promo", data: split) }
        return targets.count
    }
}

/// The data of an `event: order`.
struct PushOrderRecord: Encodable {
    let orderNo: String
    let status: String
    let date: String
}
